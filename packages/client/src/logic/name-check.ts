// A player's name as every form asks it (the start page, the join prompt): the protocol's rule,
// said before anything is sent, and an empty name asked for the same way everywhere.
import { nameProblem, trimName } from '@castle/protocol';

export const NAME_WANTED = 'Give a name: the other players see it at the table.';

/** The name to send, or why it cannot be, in a sentence for the field. */
export function checkName(typed: string): { ok: true; name: string } | { ok: false; problem: string } {
  const name = trimName(typed);
  if (!name) return { ok: false, problem: NAME_WANTED };
  const problem = nameProblem(name);
  return problem ? { ok: false, problem: `That name cannot be used: ${problem}.` } : { ok: true, name };
}
