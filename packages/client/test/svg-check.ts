// What the art tests ask of any SVG document: well-formed, references resolved; and the colours in it.

/** Why `svg` is not a well-formed SVG document with resolvable references, or null when it is. */
export function malformed(svg: string): string | null {
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) return 'does not open with an <svg> in the SVG namespace';
  const stack: string[] = [], ids = new Set<string>(), refs: string[] = [];
  let at = 0;
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g)) {
    const text = svg.slice(at, m.index);
    if (/[<>]/.test(text) || /&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text)) return `stray markup before ${m[0]}`;
    at = m.index! + m[0].length;
    const [, close, name, attrs, selfClose] = m;
    if (stack.length === 0 && (close || m.index !== 0) && name !== 'svg') return `${m[0]} outside the root`;
    if (close) {
      if (stack.pop() !== name) return `</${name}> closes the wrong element`;
    } else if (!selfClose) stack.push(name);
    const attrNames = [...attrs.matchAll(/([\w:-]+)="/g)].map((a) => a[1]);
    if (new Set(attrNames).size !== attrNames.length) return `${m[0]} repeats an attribute`;
    for (const a of attrs.matchAll(/\sid="([^"]*)"/g)) ids.add(a[1]);
    for (const r of attrs.matchAll(/url\(#([^)]*)\)/g)) refs.push(r[1]);
    if (stack.length === 0 && at !== svg.length) return 'content after the root element';
  }
  if (at !== svg.length) return 'text or a broken tag at the end';
  if (stack.length) return `<${stack.join('>, <')}> never closed`;
  const missing = refs.find((r) => !ids.has(r));
  return missing ? `url(#${missing}) refers to nothing` : null;
}

export const colours = (svg: string): number[] => [...new Set([...svg.matchAll(/#([0-9a-f]{6})\b/gi)].map((m) => parseInt(m[1], 16)))];
