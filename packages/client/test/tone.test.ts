// The "your turn" tone (src/logic/tone.ts): a WAV file a browser can play, two quiet notes that
// begin and end in silence (no click), short enough not to annoy.
import { toneUrl, toneWav } from '../src/logic/tone';

const wav = toneWav();
const view = new DataView(wav.buffer);
const text = (at: number, n: number) => String.fromCharCode(...wav.slice(at, at + n));
const samples = Array.from({ length: (wav.length - 44) / 2 }, (_, i) => view.getInt16(44 + i * 2, true));

test('it is a RIFF WAVE file of mono 16-bit PCM whose sizes agree with its length', () => {
  expect([text(0, 4), text(8, 4), text(12, 4), text(36, 4)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
  expect(view.getUint32(4, true)).toBe(wav.length - 8);
  expect(view.getUint16(20, true)).toBe(1); // PCM
  expect(view.getUint16(22, true)).toBe(1); // mono
  expect(view.getUint16(34, true)).toBe(16);
  expect(view.getUint32(40, true)).toBe(wav.length - 44);
});

test('it lasts about a quarter of a second, at most 15% of full scale', () => {
  const seconds = samples.length / view.getUint32(24, true);
  expect(seconds).toBeGreaterThan(0.2);
  expect(seconds).toBeLessThan(0.4);
  const peak = Math.max(...samples.map(Math.abs));
  expect(peak).toBeGreaterThan(0.1 * 32767);
  expect(peak).toBeLessThanOrEqual(0.15 * 32767);
});

test('each note begins and ends in silence, so the speaker does not click', () => {
  const half = samples.length / 2;
  for (const at of [0, half - 1, half, samples.length - 1]) expect(Math.abs(samples[at])).toBeLessThan(200);
});

test('the second note is higher: more zero crossings in the same time', () => {
  const crossings = (xs: number[]) => xs.filter((x, i) => i > 0 && Math.sign(x) !== Math.sign(xs[i - 1]) && x !== 0).length;
  const half = samples.length / 2;
  expect(crossings(samples.slice(half))).toBeGreaterThan(crossings(samples.slice(0, half)) * 1.2);
});

test('the page plays it from a data: URL holding the same bytes', () => {
  const url = toneUrl();
  expect(url.startsWith('data:audio/wav;base64,')).toBe(true);
  expect(Buffer.from(url.split(',')[1], 'base64').equals(Buffer.from(wav))).toBe(true);
});
