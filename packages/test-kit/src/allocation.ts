// Bytes allocated by a piece of code, from the collector's counters: what the in-place engines'
// tests and the rules benchmarks measure (an engine's playouts should allocate nothing).
import * as v8 from 'v8';
import * as vm from 'vm';

type Space = { space_name?: string; spaceName?: string; space_used_size?: number; spaceUsedSize?: number };
type Collection = { beforeGC: { heapSpaceStatistics: Space[] }; afterGC: { heapSpaceStatistics: Space[] } };

/** Bytes in the young generation (where V8 puts new objects). */
const young = (spaces: Space[]): number =>
  spaces.reduce((n, x) => (/^new_/.test(x.space_name ?? x.spaceName ?? '') ? n + (x.space_used_size ?? x.spaceUsedSize ?? 0) : n), 0);

let collect: (() => void) | null = null;

/**
 * Bytes `fn` allocates: after a full collection the young generation is empty, so what it holds
 * afterwards was allocated meanwhile, plus what each collection in between took out of it
 * (v8.GCProfiler records every collection's spaces before and after). An empty call's bytes (the
 * measuring's own) are taken off. 10^6 objects { a, b } kept in an array measure 40 bytes each,
 * their size in V8 on 64 bits.
 */
export function allocatedBy(fn: () => void): number {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  const gc = collect;
  const during = (f: () => void): number => {
    gc();
    const profiler = new v8.GCProfiler();
    profiler.start();
    const before = young(v8.getHeapSpaceStatistics());
    f();
    const after = young(v8.getHeapSpaceStatistics());
    const stats = (profiler.stop() as unknown as { statistics: Collection[] }).statistics;
    return stats.reduce((n, g) => n + young(g.beforeGC.heapSpaceStatistics) - young(g.afterGC.heapSpaceStatistics), after - before);
  };
  const empty = during(() => {});
  return during(fn) - empty;
}

/** Uniform floats in [0, 1) from mulberry32, its state kept a 32-bit integer: a generator that
 *  allocates nothing itself (xorshift's `x >>>= 0` keeps numbers above 2^31 that V8 boxes). */
export function mulberry(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
