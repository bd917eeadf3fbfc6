// A player's name as every form asks it (the start page, the join prompt): the protocol's rule,
// said before anything is sent, and an empty name asked for the same way everywhere. The protocol
// says why in English (for the API); the page says it from its own checks, in the language shown.
import { DIRECTION, INVISIBLE, LINE_BREAK, NAME_MAX, nameProblem, trimName } from '@castle/protocol';
import { t } from '../i18n/words';

export const nameWanted = (): string => t('name.wanted');

/** Why the protocol refuses `name`, in the page's words. */
function problemWords(name: string): string {
  if ([...name].length > NAME_MAX) return t('name.tooLong', { max: NAME_MAX });
  if (DIRECTION.test(name)) return t('name.direction');
  if (INVISIBLE.test(name)) return t('name.invisible');
  if (LINE_BREAK.test(name)) return t('name.lineBreak');
  return t('name.padding');
}

/** The name to send, or why it cannot be, in a sentence for the field. */
export function checkName(typed: string): { ok: true; name: string } | { ok: false; problem: string } {
  const name = trimName(typed);
  if (!name) return { ok: false, problem: nameWanted() };
  return nameProblem(name) ? { ok: false, problem: t('name.refused', { problem: problemWords(name) }) } : { ok: true, name };
}
