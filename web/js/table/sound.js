// Short sounds made in the browser (Web Audio, no files): a card played, a
// trick taken, a deal won or lost. Off unless the player turns them on in
// the settings; silent where the browser has no audio.
import { readSettings } from "../player/settings.js";

let context = null;

/** One tone: a frequency glide with a quick attack and a decay, ``start`` seconds from now. */
function tone(audio, { from, to = from, start = 0, length = 0.08, volume = 0.12, type = "triangle" }) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  const at = audio.currentTime + start;
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(from, at);
  oscillator.frequency.exponentialRampToValueAtTime(to, at + length);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.008);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + length + 0.02);
}

/** A short burst of noise, like a card sliding on cloth. */
function swish(audio, { start = 0, length = 0.09, volume = 0.08 }) {
  const samples = Math.floor(audio.sampleRate * length);
  const buffer = audio.createBuffer(1, samples, audio.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < samples; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / samples) ** 2;
  const source = audio.createBufferSource();
  const filter = audio.createBiquadFilter();
  const gain = audio.createGain();
  filter.type = "bandpass";
  filter.frequency.value = 2400;
  gain.gain.value = volume;
  source.buffer = buffer;
  source.connect(filter).connect(gain).connect(audio.destination);
  source.start(audio.currentTime + start);
}

const SOUNDS = {
  card: (audio) => swish(audio, {}),
  trick: (audio) => {
    swish(audio, { length: 0.14, volume: 0.06 });
    tone(audio, { from: 520, to: 440, start: 0.05, length: 0.1, volume: 0.05 });
  },
  win: (audio) => [523, 659, 784].forEach((from, i) => tone(audio, { from, start: i * 0.11, length: 0.22 })),
  lose: (audio) => [392, 330, 262].forEach((from, i) => tone(audio, { from, start: i * 0.13, length: 0.24, volume: 0.09 })),
};

/** Play one of the table's sounds (card, trick, win, lose) if sound is on. */
export function playSound(name) {
  if (!readSettings().sound) return;
  const Audio = globalThis.AudioContext ?? globalThis.webkitAudioContext;
  if (!Audio) return;
  try {
    context ??= new Audio();
    if (context.state === "suspended") context.resume();
    SOUNDS[name]?.(context);
  } catch {
    // no audio device: the game goes on in silence
  }
}
