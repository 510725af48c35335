// The analysis of the player's decisions in the background (engine/karciarnia/analysis.py): when
// a deal ends its decisions are queued, and the engine is asked one request at a time, only while
// the table lends it (a person decides, reads the results or looks back). The worker answers one
// request at a time, so the table waits for the one under way (quiet()) before it asks for a
// computer's move, and none starts until the table is idle again. Replies are kept per record,
// seat and move: a review shows what is ready, and what it asks for goes first.

/** The key of one decision: the game, its start and every action up to the decision, and the seat. */
function keyOf(record, seat, move) {
  return JSON.stringify([record.game, record.seed, record.options, record.actions.slice(0, move + 1), seat]);
}

export class AnalysisQueue {
  /**
   * ``engine``: the table's engine; ``idle()``: whether the table lends it now (no move is being asked for or due);
   * ``analysed(record, replies)``: hears each deal queued when it ended once all its decisions are analysed (the training keeps its mistakes),
   * and each deal a review analysed whole; never when ``trains`` is false: at a hot seat, where several people share the device, whose
   * training and puzzle ratings are its owner's alone.
   * @param {{engine: any, idle: () => boolean, trains?: boolean, analysed?: (record: import("../boot/types.js").GameRecord, replies: any[]) => void}} parts
   */
  constructor({ engine, idle, trains = true, analysed = () => {} }) {
    this.engine = engine;
    this.idle = idle;
    this.analysed = trains ? analysed : () => {};
    this.results = new Map(); // key -> the "analyse" reply
    this.tasks = []; // the requests waiting, the first served first: {key, op, args, resolve, reject, promise}
    this.inFlight = null; // the promise of the request under way
    this.deals = new Map(); // `${seat}|${deal}` -> {done, total} of a deal queued when it ended
    this.latestDeal = new Map(); // seat -> the progress of its deal queued last
    this.listeners = new Set();
  }

  /** Queue ``seat``'s decisions in the last deal of ``record`` (just ended); resolves once all are analysed. */
  async addDeal(record, seat) {
    const progress = { done: 0, total: null };
    this.latestDeal.set(seat, progress);
    const { deal, decisions } = await this.ask("decisions", { record, seat });
    const searched = decisions.filter((decision) => decision.analysed && !decision.forced);
    progress.total = searched.length;
    this.deals.set(`${seat}|${deal}`, progress);
    this.changed();
    const replies = await Promise.all(
      searched.map((decision) =>
        this.analyse(record, seat, decision.move).then((reply) => {
          progress.done += 1;
          this.changed();
          return reply;
        }),
      ),
    );
    this.analysed(record, replies);
  }

  /** {done, total} of ``seat``'s searched decisions in ``deal`` if it was queued when it ended, else undefined. */
  progress(seat, deal) {
    return this.deals.get(`${seat}|${deal}`);
  }

  /** {done, total} of ``seat``'s decisions in the deal queued last, once they are listed (else undefined). */
  latest(seat) {
    const progress = this.latestDeal.get(seat);
    return progress?.total === null ? undefined : progress;
  }

  /** The "analyse" reply for ``seat``'s decision at ``move`` of ``record``; ``first``: before what waits. */
  analyse(record, seat, move, { first = false } = {}) {
    const key = keyOf(record, seat, move);
    if (this.results.has(key)) return Promise.resolve(this.results.get(key));
    return this.ask("analyse", { record, seat, move }, { key, first }).then((reply) => {
      this.results.set(key, reply);
      return reply;
    });
  }

  /** Call ``listener()`` whenever a deal's progress changes; returns the way to stop listening. */
  listen(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed() {
    for (const listener of this.listeners) listener();
  }

  /** Queue request ``op`` (one per ``key``: asking again moves it forward when ``first``). */
  ask(op, args, { key = null, first = false } = {}) {
    let task = key === null ? null : this.tasks.find((waiting) => waiting.key === key);
    if (task && first) this.tasks.splice(this.tasks.indexOf(task), 1);
    if (!task) {
      task = { key, op, args };
      task.promise = new Promise((resolve, reject) => Object.assign(task, { resolve, reject }));
    }
    if (first) this.tasks.unshift(task);
    else if (!this.tasks.includes(task)) this.tasks.push(task);
    this.wake();
    return task.promise;
  }

  /** Drop every request still waiting (the table is left); the one under way ends by itself. */
  clear() {
    this.tasks = [];
  }

  /** Go on if the table lends the engine now (called whenever it may have become idle). */
  wake() {
    if (!this.inFlight && this.tasks.length && this.idle()) this.inFlight = this.next();
  }

  /** Resolves once no request of the analysis is under way (the table asks this before a computer's move). */
  async quiet() {
    while (this.inFlight) await this.inFlight;
  }

  /** Serve the first task, then the next while the table stays idle. */
  async next() {
    const task = this.tasks.shift();
    try {
      task.resolve(await this.engine.call(task.op, task.args));
    } catch (error) {
      task.reject(error); // the engine refused or stopped: whoever asked says why
    }
    this.inFlight = null;
    this.wake();
  }
}
