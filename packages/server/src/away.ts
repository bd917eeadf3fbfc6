// Who is away: since when each seat's player has been disconnected, counted by the room (the
// connection is the room's to see) on a time source it is given, so that tests never wait. The count
// stops when the game ends: nothing more is waited for.

/** AWAY_SECONDS: after how long away a player's seat may be handed to the computer (default 120). */
export const awayLimitSeconds = (): number => Number(process.env.AWAY_SECONDS ?? 120);

export class AwaySeats {
  /** When each seat's player left (ms of `now`), null while connected or never seated. */
  private since: (number | null)[];
  /** When the count stopped (the game ended), null while it runs. */
  private stoppedAt: number | null = null;

  constructor(seats: number, private now: () => number = Date.now) {
    this.since = new Array<number | null>(seats).fill(null);
  }

  /** The seat's player is gone: counted from now, unless already. */
  left(seat: number): void {
    this.since[seat] ??= this.now();
  }

  back(seat: number): void {
    this.since[seat] = null;
  }

  /** The game ended: the seconds stand as they are from now (once; later calls change nothing). */
  stop(): void {
    this.stoppedAt ??= this.now();
  }

  /** Whole seconds the seat's player has been away (up to the end of the game), 0 while connected. */
  seconds(seat: number): number {
    const t = this.since[seat];
    return t === null ? 0 : Math.max(0, Math.floor(((this.stoppedAt ?? this.now()) - t) / 1000));
  }
}
