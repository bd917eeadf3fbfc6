// Colour arithmetic every game's art uses: a colour (0xrrggbb) as CSS text, lighter or darker.

/** A colour as CSS / SVG text: 0x0072b2 -> "#0072b2". */
export const hex = (colour: number): string => `#${colour.toString(16).padStart(6, '0')}`;

/** A colour made lighter (f > 0, towards white) or darker (f < 0, towards black). */
export function shade(colour: number, f: number): number {
  const ch = [16, 8, 0].map((s) => (colour >> s) & 255)
    .map((v) => Math.round(f >= 0 ? v + (255 - v) * f : v * (1 + f)));
  return (ch[0] << 16) | (ch[1] << 8) | ch[2];
}
