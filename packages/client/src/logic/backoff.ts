// Retry delays after a lost connection: quick at first, then slower, never more than 10 s.
export function retryDelay(attempt: number, random = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}
