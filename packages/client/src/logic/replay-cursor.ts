// The replay viewer without drawing, for every game: which frame is shown and how to step through
// them (buttons, keys, a live game's new moves), and the position in words.
import { t } from '../i18n/words';

/** The frame shown, 0 (before the first move) to `moves`; every step stays in range. */
export class ReplayCursor {
  private at: number;
  private count: number;

  /** `moves`: how many moves the game has; it opens on `start` (the last by default). */
  constructor(moves: number, start = moves) {
    this.count = moves;
    this.at = this.clamp(start);
  }

  get moves(): number { return this.count; }

  /** A live game made more moves: a cursor at the last move follows to the new last, one stepped
   *  back stays where it is. True if the shown move changed. */
  grow(moves: number): boolean {
    if (moves <= this.count) return false;
    const follow = this.atEnd;
    this.count = moves;
    return follow ? this.last() : false;
  }

  get index(): number { return this.at; }
  get atStart(): boolean { return this.at === 0; }
  get atEnd(): boolean { return this.at === this.moves; }

  /** Show frame `k` (clamped into range); true if that changed what is shown. */
  go(k: number): boolean {
    const next = this.clamp(k);
    const changed = next !== this.at;
    this.at = next;
    return changed;
  }

  first(): boolean { return this.go(0); }
  previous(): boolean { return this.go(this.at - 1); }
  next(): boolean { return this.go(this.at + 1); }
  last(): boolean { return this.go(this.moves); }

  /** The step a key asks for (Left, Right, Home, End), or null for any other key. */
  key(key: string): boolean | null {
    switch (key) {
      case 'ArrowLeft': return this.previous();
      case 'ArrowRight': return this.next();
      case 'Home': return this.first();
      case 'End': return this.last();
      default: return null;
    }
  }

  private clamp(k: number): number {
    return Math.max(0, Math.min(this.moves, Math.trunc(Number.isFinite(k) ? k : 0)));
  }
}

/** "Move 12 of 97"; frame 0 is the start. */
export function positionText(index: number, moves: number): string {
  return index === 0 ? t('replay.position.start', { moves }) : t('replay.position.move', { move: index, moves });
}
