// Reading a server's /metrics (Prometheus text) back: for the load test and the tests. The parser is
// a dev dependency, as the load test's colyseus.js is.
import parse, { Family } from 'parse-prometheus-text-format';

export class Metrics {
  private byName: Map<string, Family>;

  constructor(text: string) {
    this.byName = new Map(parse(text).map((f) => [f.name, f]));
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** A counter's or gauge's value (its first sample, or the one with these labels); NaN if absent. */
  value(name: string, labels: Record<string, string> = {}): number {
    const sample = this.byName.get(name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
    return Number(sample?.value ?? NaN);
  }

  /** A histogram's cumulative buckets (upper bound → count, in order) and its count. */
  histogram(name: string): { buckets: [number, number][]; count: number } {
    const h = this.byName.get(name)?.metrics[0];
    const buckets = Object.entries(h?.buckets ?? {}).map(([le, n]): [number, number] => [le === '+Inf' ? Infinity : Number(le), Number(n)]).sort((a, b) => a[0] - b[0]);
    return { buckets, count: Number(h?.count ?? 0) };
  }

  /** The q-quantile of a histogram, as Prometheus' histogram_quantile estimates it (linear within a bucket). */
  quantile(name: string, q: number): number {
    const { buckets, count } = this.histogram(name);
    if (!count) return NaN;
    const rank = q * count;
    let below = 0;
    let lower = 0;
    for (const [le, n] of buckets) {
      if (n >= rank) return le === Infinity ? lower : lower + (le - lower) * ((rank - below) / Math.max(1, n - below));
      [below, lower] = [n, le];
    }
    return lower;
  }
}

/** A server's /metrics, read. */
export async function readMetrics(base: string, token?: string): Promise<Metrics> {
  const r = await fetch(`${base}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!r.ok) throw new Error(`${base}/metrics answered ${r.status}`);
  return new Metrics(await r.text());
}
