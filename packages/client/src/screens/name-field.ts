// The name field of the start page and the join prompt: prefilled from last time, and a refused or
// missing name said right under it, brought into view, when a button needs it.
import { el } from '../dom';
import { t } from '../i18n/words';
import { checkName } from '../logic/name-check';
import { savedName, saveName } from '../logic/tokens';

export interface NameField {
  element: HTMLElement;
  input: HTMLInputElement;
  /** The name, kept for next time; null when refused (the field then says why, in view). */
  checked(): string | null;
}

export function nameField(): NameField {
  const input = el('input', { type: 'text', maxlength: '24', placeholder: t('name.label'), autocomplete: 'nickname', 'aria-describedby': 'name-problem', 'data-testid': 'name' });
  input.value = savedName(localStorage);
  const problem = el('div', { class: 'error name-problem', id: 'name-problem', role: 'alert', 'data-testid': 'name-problem' });
  const element = el('div', { class: 'name-field' }, el('label', {}, t('name.label'), ' ', input), problem);
  input.oninput = () => { if (problem.textContent) { problem.textContent = ''; input.removeAttribute('aria-invalid'); } };
  return {
    element,
    input,
    checked() {
      const c = checkName(input.value);
      if (!c.ok) {
        problem.textContent = c.problem;
        input.setAttribute('aria-invalid', 'true');
        input.focus();
        element.scrollIntoView({ block: 'center' });
        return null;
      }
      problem.textContent = '';
      input.removeAttribute('aria-invalid');
      saveName(localStorage, c.name);
      return c.name;
    },
  };
}
