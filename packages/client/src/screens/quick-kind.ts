// The line under the quick match buttons that says, before a click counts, whether quick match is
// rated (this browser keeps an identity: as whom) or casual. It is said again when the window comes
// back into focus (an identity made or dropped in another tab), when this page changes it, and at each click.
import { el } from '../dom';
import { t } from '../i18n/words';
import { identityName } from './quick-seeker';

export interface QuickKind {
  element: HTMLElement;
  /** Says the kind again at a click: true when it is the one the player saw, false when it changed
   *  (the new line is shown, and the next click counts). */
  confirm(): Promise<boolean>;
  /** This page made, imported or dropped the identity: said again now. */
  refresh(): void;
  close(): void;
}

export function quickKind(): QuickKind {
  const element = el('p', { class: 'small', 'data-testid': 'quick-kind' });
  const say = () => identityName().then((name) => {
    element.textContent = name === null ? t('openGames.quickCasual') : t('openGames.quickRated', { name });
    return name;
  });
  let said = say();
  const onFocus = () => { said = say(); };
  window.addEventListener('focus', onFocus);
  return {
    element,
    async confirm() {
      const before = await said;
      said = say();
      return (await said) === before;
    },
    refresh: onFocus,
    close() { window.removeEventListener('focus', onFocus); },
  };
}
