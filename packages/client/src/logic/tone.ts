// The "your turn" tone as a small WAV file made from numbers (two short notes, quiet, softly in and
// out), played by an <audio> element: a WebAudio context costs tens of milliseconds of the page's
// own thread to open, where an audio element decodes and plays on the browser's media threads.

const RATE = 22050;
const NOTES = [660, 880];
const NOTE_S = 0.13;
const VOLUME = 0.15;

/** A mono 16-bit PCM WAV file of the two notes. */
export function toneWav(): Uint8Array {
  const perNote = Math.round(RATE * NOTE_S), samples = perNote * NOTES.length;
  const bytes = new Uint8Array(44 + samples * 2), v = new DataView(bytes.buffer);
  const text = (at: number, s: string) => { for (let i = 0; i < s.length; i++) v.setUint8(at + i, s.charCodeAt(i)); };
  text(0, 'RIFF'); v.setUint32(4, 36 + samples * 2, true); text(8, 'WAVE');
  text(12, 'fmt '); v.setUint32(16, 16, true); v.setUint16(20, 1, true); v.setUint16(22, 1, true);
  v.setUint32(24, RATE, true); v.setUint32(28, RATE * 2, true); v.setUint16(32, 2, true); v.setUint16(34, 16, true);
  text(36, 'data'); v.setUint32(40, samples * 2, true);
  NOTES.forEach((hz, n) => {
    for (let i = 0; i < perNote; i++) {
      const t = i / RATE;
      // 20 ms in, then down to silence by the note's end: no click at either edge.
      const envelope = Math.min(1, t / 0.02) * Math.max(0, 1 - Math.max(0, t - 0.02) / (NOTE_S - 0.02));
      v.setInt16(44 + (n * perNote + i) * 2, Math.round(Math.sin(2 * Math.PI * hz * t) * envelope * VOLUME * 32767), true);
    }
  });
  return bytes;
}

/** The tone as a data: URL (the page's policy allows data: media, as it does images). */
export function toneUrl(): string {
  let binary = '';
  for (const b of toneWav()) binary += String.fromCharCode(b);
  return `data:audio/wav;base64,${btoa(binary)}`;
}
