// The button over both games' boards that shows the whole board again (board-labels.ts for the
// Castle, plane-view.ts for Carcassonne): the same place, size and look, with each game's words.
// Its owner hides it while the camera already shows everything.

export interface FitWords {
  text: string;
  title: string;
  label: string;
  testid: string;
  /** The font size, and padding where the text is wider than the icon. */
  size: string;
}

export function fitButton(words: FitWords, onFit: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = words.text;
  b.title = words.title;
  b.setAttribute('aria-label', words.label);
  b.dataset.testid = words.testid;
  b.hidden = true;
  // The layer it lies in lets pointers through to the canvas; this button takes them.
  b.style.cssText = `position:absolute;right:6px;top:6px;min-width:44px;min-height:44px;${words.size};pointer-events:auto;opacity:0.9`;
  b.onclick = onFit;
  return b;
}
