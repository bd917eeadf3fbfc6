// A small seeded generator, so that a game is exactly its seat count, seed and actions. The seed is
// secret (it never leaves the server), so 32 bits of state are enough to shuffle 71 tiles here.

/** FNV-1a over the seed, then mulberry32: uniform floats in [0, 1). */
export function randomFrom(seed: string): () => number {
  let a = 2166136261;
  for (let i = 0; i < seed.length; i++) a = Math.imul(a ^ seed.charCodeAt(i), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in an order drawn by `random` (Durstenfeld's shuffle of a copy). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length; i > 1; i--) {
    const j = Math.floor(random() * i), t = out[i - 1];
    out[i - 1] = out[j];
    out[j] = t;
  }
  return out;
}
