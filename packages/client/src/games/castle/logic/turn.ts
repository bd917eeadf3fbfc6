// The choices of a turn as the player steps through them: which cell and rotation is chosen,
// which option is picked. Nothing is chosen until the player picks it (a click, a tap or a key);
// Enter always takes the chosen choice, which is always legal.
import type { Action } from '@castle/rules';

export type StepKind = 'place' | 'follower' | 'score';

export class TurnChoices {
  readonly kind: StepKind;
  /** Legal rotations per cell, cells in the order the rules list them. */
  readonly placements = new Map<number, number[]>();
  /** Other actions of the place step (wall tile 1), or the options of a follower or score step. */
  readonly options: Action[] = [];
  private cell = -1;
  private rotIndex = 0;
  private option = 0;
  private seat: Action['seat'];

  /**
   * `looksSame(a, b)` tells rotations of the drawn tile that look alike (a fully symmetric tile):
   * only the first of them is offered.
   */
  constructor(readonly moves: number, actions: readonly Action[], looksSame: (a: number, b: number) => boolean = (a, b) => a === b) {
    this.seat = actions[0]?.seat ?? 0;
    this.kind = actions.some((a) => a.type === 'place') ? 'place' : (actions[0]?.type === 'score' ? 'score' : 'follower');
    for (const a of actions) {
      if (a.type === 'place') {
        const rots = this.placements.get(a.cell) ?? [];
        if (!rots.some((r) => looksSame(r, a.rot))) rots.push(a.rot);
        this.placements.set(a.cell, rots);
      } else {
        this.options.push(a);
      }
    }
    // "No follower" first: the safe choice is the one highlighted until the player picks another.
    this.options.sort((a, b) => Number(a.type === 'follower' && a.piece !== null) - Number(b.type === 'follower' && b.piece !== null));
  }

  get selectedCell(): number {
    return this.cell;
  }

  get selectedRot(): number {
    return this.placements.get(this.cell)?.[this.rotIndex] ?? 0;
  }

  get selectedOption(): number {
    return this.option;
  }

  isLegalCell(cell: number): boolean {
    return this.placements.has(cell);
  }

  /** Pick a legal cell; picking the selected cell again turns the tile to its next legal rotation. */
  selectCell(cell: number): boolean {
    if (!this.placements.has(cell)) return false;
    if (cell === this.cell) this.rotate(1);
    else { this.cell = cell; this.rotIndex = 0; }
    return true;
  }

  /** Turn to the next (or previous) legal rotation on the selected cell. */
  rotate(dir: 1 | -1): void {
    const n = this.placements.get(this.cell)?.length ?? 1;
    this.rotIndex = (this.rotIndex + dir + n) % n;
  }

  /** Move the choice to the next (or previous) legal cell; the first key press picks the first (or last). */
  nextCell(dir: 1 | -1): void {
    const cells = [...this.placements.keys()];
    if (!cells.length) return;
    const i = cells.indexOf(this.cell);
    this.cell = i < 0 ? cells[dir === 1 ? 0 : cells.length - 1] : cells[(i + dir + cells.length) % cells.length];
    this.rotIndex = 0;
  }

  /** Forget the chosen cell (the tile goes back to the player's hand). */
  clearCell(): void {
    this.cell = -1;
    this.rotIndex = 0;
  }

  selectOption(i: number): void {
    if (i >= 0 && i < this.options.length) this.option = i;
  }

  nextOption(dir: 1 | -1): void {
    if (this.options.length) this.option = (this.option + dir + this.options.length) % this.options.length;
  }

  /** The chosen choice: a placement in the place step (none until a cell is picked), else the picked option. */
  current(): Action | null {
    if (this.kind === 'place') {
      return this.cell < 0 ? null : { seat: this.seat, type: 'place', cell: this.cell, rot: this.selectedRot };
    }
    return this.options[this.option] ?? null;
  }
}
