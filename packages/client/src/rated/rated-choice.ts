// The start page's choice between a rated and a casual game: offered only at a table of two people
// (never against the computer), casual by default for a friend's game and rated for an open one when
// this browser has an identity; once the player chooses, the choice stays. Choosing rated without an
// identity says that one is made with the name given, and creating makes it.
import type { Identity } from '../identity';
import { el } from '../dom';
import { t } from '../i18n/words';
import type { NameField } from '../screens/name-field';
import { checkName } from '../logic/name-check';
import { ratable, ratedByDefault } from './ratings';
import { identityFor } from './this-identity';

export interface RatedChoice {
  element: HTMLElement;
  /** Show the choice for this table, or hide it. */
  offer(table: { computer: boolean; seats: number; open: boolean }): void;
  /** This browser's identity changed (made, imported). */
  setIdentity(identity: Identity | null): void;
  /** The create's options: `{ rated: true }` (this browser's identity made with `name` first if it
   *  has none: an Error in words if it cannot be), or `{}`. */
  options(name: string): Promise<{ rated?: true }>;
}

export function ratedChoice(name: NameField): RatedChoice {
  const rated = el('input', { type: 'radio', name: 'rated', value: 'rated', 'data-testid': 'rated-rated' });
  const casual = el('input', { type: 'radio', name: 'rated', value: 'casual', 'data-testid': 'rated-casual' });
  casual.checked = true;
  const note = el('p', { class: 'small', 'data-testid': 'rated-note' });
  const element = el('fieldset', { class: 'rated-choice', 'data-testid': 'rated-choice' }, el('legend', {}, t('rated.choice.legend')),
    el('label', {}, casual, ' ', t('rated.choice.casual')), el('label', {}, rated, ' ', t('rated.choice.rated')), note);
  let identity: Identity | null = null;
  let chosen = false;
  let open = false;
  const sayNote = () => {
    const typed = checkName(name.input.value);
    note.textContent = !rated.checked ? ''
      : identity ? t('rated.choice.as', { name: identity.name })
      : typed.ok ? t('rated.choice.makes', { name: typed.name }) : t('rated.choice.makesNamed');
  };
  const lean = () => {
    if (chosen) return;
    (ratedByDefault({ open, hasIdentity: identity !== null }) ? rated : casual).checked = true;
    sayNote();
  };
  rated.onchange = casual.onchange = () => { chosen = true; sayNote(); };
  name.input.addEventListener('input', sayNote);
  return {
    element,
    offer(table) {
      element.hidden = !ratable(table);
      open = table.open;
      lean();
    },
    setIdentity(id) { identity = id; lean(); sayNote(); },
    async options(given) {
      if (element.hidden || !rated.checked) return {};
      await identityFor(given);
      return { rated: true };
    },
  };
}
