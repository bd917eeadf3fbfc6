// DOM helpers shared by the screens: one way to make an element, and the page's root.
export const app = (): HTMLElement => document.getElementById('app')!;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...kids: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  // Styles through the CSSOM, which the page's Content-Security-Policy allows (a style attribute it refuses).
  for (const [k, v] of Object.entries(attrs)) if (k === 'style') e.style.cssText = v; else e.setAttribute(k, v);
  e.append(...kids);
  return e;
}

/** An SVG element, as el makes an HTML one (charts drawn here: a few lines need no chart library). */
export function svgEl<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, ...kids: Node[]): SVGElementTagNameMap[K] {
  const e = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  e.append(...kids);
  return e;
}

/** A colour as CSS from its number. */
export const css = (colour: number): string => `#${colour.toString(16).padStart(6, '0')}`;

/** Run `fn` once the page is idle (within a second at most): for words nobody reads in the first
 *  frame whose making costs (an Intl list format's first use loads locale data, 20 ms and more). */
export const whenIdle = (fn: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 1000 });
  else setTimeout(fn, 50);
};

/** Run `fn` once the next frame is drawn: for what the first view can show a moment later. */
export const afterFrame = (fn: () => void): void => {
  requestAnimationFrame(() => setTimeout(fn, 0));
};
