// A colour-vision simulator for the palette tests: Machado, Oliveira & Fernandes (2009) matrices at
// full severity, applied in linear RGB, and CIELAB distances (ΔE 1976) between the results.

export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';
export const VISIONS: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];

const MACHADO: Record<Exclude<Vision, 'normal'>, number[][]> = {
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

const toLinear = (v: number): number => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

/** Linear RGB (0..1) of a 0xrrggbb colour as seen with `vision`. */
export function simulate(colour: number, vision: Vision): [number, number, number] {
  const rgb = [16, 8, 0].map((s) => toLinear(((colour >> s) & 255) / 255)) as [number, number, number];
  if (vision === 'normal') return rgb;
  const m = MACHADO[vision];
  return m.map((row) => Math.min(1, Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]))) as [number, number, number];
}

/** CIELAB (D65) of a linear RGB colour. */
function lab([r, g, b]: [number, number, number]): [number, number, number] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** How far apart two colours look with `vision` (ΔE 1976: about 2 is just noticeable). */
export function distance(a: number, b: number, vision: Vision): number {
  const [p, q] = [lab(simulate(a, vision)), lab(simulate(b, vision))];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
