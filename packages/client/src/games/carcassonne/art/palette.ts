// The colours of the original Carcassonne's tiles and followers, apart from the Castle's palette
// (games/castle/art/palette.ts) so that neither game's choices move the other's. Followers stand on fields, cities
// and roads: each seat colour stays apart from those grounds and from the other seats under
// protanopia, deuteranopia and tritanopia (test/carcassonne-art.test.ts measures it), and each seat
// also carries its own mark, so colour is never the only cue.

/** The five follower colours of the box (red, blue, yellow, green, black), taken from the
 *  Okabe–Ito set where the box's own would merge for some players (green), and from Paul Tol's
 *  vibrant set for the red, which stays as far from the others (Okabe–Ito's vermillion reads orange). */
export const CARC_SEATS = [
  { name: 'red', colour: 0xcc3311 },
  { name: 'blue', colour: 0x0072b2 },
  { name: 'yellow', colour: 0xf0e442 },
  { name: 'green', colour: 0x009e73 },
  { name: 'black', colour: 0x2b2b2b },
] as const;

export const CARC_SEAT_COLOURS: readonly number[] = CARC_SEATS.map((s) => s.colour);

/** The grounds a follower stands on: what the seat colours must stand out from. */
export const CARC_GROUNDS = {
  field: 0x8cb04a, // meadow green
  city: 0xc9a66b, // ochre streets and yards inside the walls
  road: 0xf2ece0, // pale dust
} as const;

/** Everything else on a tile: drawn in lighter and darker shades (palette.ts's `shade`). */
export const CARC_COLOURS = {
  wall: 0xb0aaa0, // pale stone
  roadEdge: 0x7a6a52, // the verge along a road
  roof: 0xb5482f, // terracotta roofs of the houses
  church: 0x8e3b2a, // the cloister's darker roof
  pennant: 0x2f5fb3, // the shield's blue
  pennantMark: 0xffffff,
  ink: 0x2a241d, // outlines
} as const;
