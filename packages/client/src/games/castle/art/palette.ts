// Every colour of the Castle's board in one place (the shared colour arithmetic is art/colour.ts). One colour, one meaning: the two seat colours mark the
// players' pieces and nothing else; each feature has its own colour and its own drawing, and the
// colours a player must tell apart stay apart under protanopia, deuteranopia and tritanopia
// (test/art.test.ts simulates them).

/** Blue and orange of the Okabe–Ito set: the two players, told apart with any colour vision. */
export const SEAT_COLOURS: readonly number[] = [0x0072b2, 0xe69f00];

/** The main colour of each feature as a player sees it from afar (the roof of a house, the floor of a
 *  court...); tile-svg.ts draws lighter and darker shades of it. */
export const FEATURE_COLOURS = {
  house: 0xa8412f, // terracotta roofs
  tower: 0x6e737c, // grey stone
  court: 0xddd0a8, // pale flagstones
  path: 0x9a8466, // brown-grey cobbles
  square: 0xa6aca6, // grey paving, a cooler grey than the tower
  chapel: 0x4a3670, // dark violet slate roofs (Falcon)
} as const;

export type FeatureColour = keyof typeof FEATURE_COLOURS;

/** Marks drawn on a feature: their own colours, never a seat's. */
export const MARK_COLOURS = {
  market: 0x6a1b3a, // the stall's awning: wine red and cream stripes
  marketStripe: 0xf3ead2,
  fountain: 0x7fd0e0, // water: pale cyan in a stone basin
  aerie: 0x3d2a1c, // the falcon in its nest: dark brown on cream
  aerieBadge: 0xf6efdc,
  ink: 0x2a241d, // outlines
} as const;

/** The followers' own marks (their body is the seat colour): the king's crown, the falconer's bird. */
export const FIGURE_COLOURS = { crown: 0xffd700, falconer: 0xffffff, outline: 0x111111 } as const;

/** The board around the tiles. */
export const BOARD_COLOURS = {
  wall: 0x5b5348,
  emptyCell: 0x3f4a3c,
  wallTileDown: 0x2b2b2b,
  wallTileUp: 0xefe6cf,
  gate: 0xffffff,
} as const;

/** Colour of each picture letter's feature (upper case), for flat drawings such as a small tile box. */
export const LETTER_COLOURS: Record<string, number> = {
  H: FEATURE_COLOURS.house, T: FEATURE_COLOURS.tower, C: FEATURE_COLOURS.court, M: FEATURE_COLOURS.court,
  P: FEATURE_COLOURS.path, F: FEATURE_COLOURS.path, S: FEATURE_COLOURS.square, K: FEATURE_COLOURS.chapel,
};
export const MARKET_COLOUR = MARK_COLOURS.market;
export const FOUNTAIN_COLOUR = MARK_COLOURS.fountain;
