// Which of its game's seat colours each seat of the game on the page wears. Seat i wears colour i,
// but a rematch turns the seats by one (so that the next player starts) while each player keeps
// their colour: the server says each seat's colour (players' `colour`), and everything that paints a
// seat (pieces, markers, swatches, the track) asks here. One game is on the page at a time.
let worn: readonly number[] = [];

/** The game on the page: each seat's colour (none: seat i wears colour i, as in a replay). */
export function wearColours(colours: readonly number[]): void {
  worn = colours;
}

/** The colour (an index into the game's seat colours, which also picks its shape or mark) of `seat`. */
export const colourOf = (seat: number): number => worn[seat] ?? seat;
