// The browser's localStorage as web/js/storage.js uses it, in memory, for the page's unit tests;
// ``room``: the most characters it holds (a write past it fails as a full storage does).
export class MemoryStorage {
  constructor(room = Infinity) {
    this.items = new Map();
    this.room = room;
  }
  get length() {
    return this.items.size;
  }
  key(index) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key) {
    return this.items.has(key) ? this.items.get(key) : null;
  }
  setItem(key, text) {
    const used = [...this.items].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
    if (used + String(text).length > this.room) throw new DOMException("full", "QuotaExceededError");
    this.items.set(key, String(text));
  }
  removeItem(key) {
    this.items.delete(key);
  }
}
