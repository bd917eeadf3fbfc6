// The choices of a turn's step as the player steps through them, in any game that places a tile
// and then puts a figure: which cell and rotation is chosen, which option is picked. Nothing is
// chosen until the player picks it (a click, a tap or a key); Enter always takes the chosen choice,
// which is always legal. A cell is a number (a game packs its own coordinates into one).

export type StepKind = 'place' | 'follower' | 'score';

/** How a game's actions read as a step's choices (each game fills this in its folder). */
export interface StepRules<A> {
  /** The cell and rotation of a placement; null for any other action. */
  placeOf(a: A): { cell: number; rot: number } | null;
  /** The placement by `seat` of the drawn tile on `cell`, turned `rot`. */
  placement(seat: number, cell: number, rot: number): A;
  /** An option that puts a figure: listed after "none", the safe choice highlighted first. */
  putsFigure(a: A): boolean;
  /** The order arrow keys go through the cells in; by default the order the rules list them. */
  cellOrder?(a: number, b: number): number;
}

export class StepChoices<A extends { type: string; seat: number }> {
  readonly kind: StepKind;
  /** Legal rotations per cell, cells in the order the rules list them. */
  readonly placements = new Map<number, number[]>();
  /** Other actions of the place step (the Castle's wall tile 1), or the options of a follower or score step. */
  readonly options: A[] = [];
  private cell = -1;
  private rotIndex = 0;
  private option = 0;
  private seat: number;

  /**
   * `looksSame(a, b)` tells rotations of the drawn tile that look alike (a symmetric tile):
   * only the first of them is offered.
   */
  constructor(readonly moves: number, actions: readonly A[], private rules: StepRules<A>, looksSame: (a: number, b: number) => boolean = (a, b) => a === b) {
    this.seat = actions[0]?.seat ?? 0;
    let place = false;
    for (const a of actions) {
      const p = rules.placeOf(a);
      if (!p) { this.options.push(a); continue; }
      place = true;
      const rots = this.placements.get(p.cell) ?? [];
      if (!rots.some((r) => looksSame(r, p.rot))) rots.push(p.rot);
      this.placements.set(p.cell, rots);
    }
    this.kind = place ? 'place' : actions[0]?.type === 'score' ? 'score' : 'follower';
    // "No follower" first: the safe choice is the one highlighted until the player picks another.
    this.options.sort((a, b) => Number(rules.putsFigure(a)) - Number(rules.putsFigure(b)));
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
    if (this.rules.cellOrder) cells.sort(this.rules.cellOrder);
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
  current(): A | null {
    if (this.kind === 'place') return this.cell < 0 ? null : this.rules.placement(this.seat, this.cell, this.selectedRot);
    return this.options[this.option] ?? null;
  }
}
