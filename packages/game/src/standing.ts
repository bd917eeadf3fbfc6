// Who wins once players have left: a seat whose player resigned cannot win, so the win goes to the
// best of the others. The server stores its results by these, and a record is checked by them.

/** The winners among the seats not in `out`: those of them with the best score; the rules' own
 *  (`byRules`) when no seat is out, or every seat is. */
export function winnersWithout(scores: readonly number[], byRules: readonly number[], out: readonly number[]): number[] {
  const playing = scores.map((_, i) => i).filter((i) => !out.includes(i));
  if (out.length === 0 || playing.length === 0) return [...byRules];
  const best = Math.max(...playing.map((i) => scores[i]));
  return playing.filter((i) => scores[i] === best);
}

/** The winners when `seat` resigns and the game ends there, `resigned` having resigned before: the
 *  best of the others who did not; of all the others when each of them resigned too. */
export function resignationWinners(scores: readonly number[], resigned: readonly number[], seat: number): number[] {
  return winnersWithout(scores, winnersWithout(scores, [], [seat]), [...resigned, seat]);
}
