// The 60 castle tiles as data. Each tile is a 5×5 picture of sub-cells, top row first:
//   H house   T tower   C court   M court with a market (one market per M)
//   P path    F path with a fountain   S square (ends every path touching it; not a feature)
//   K chapel (Falcon)   h t c p k: house, tower, court, path, chapel with a falcon aerie (Falcon)
// Paths cross a tile's edge only at the middle sub-cell of that edge. The printed tiles are not
// written anywhere, so this set is a reconstruction (docs/board.md draws every tile).

export interface TileType {
  /** One character, used by the board notation. */
  code: string;
  name: string;
  count: number;
  picture: readonly string[];
}

const straight = (left: string, mid: string, right: string, row = 2): string[] =>
  [0, 1, 2, 3, 4].map((y) => left + (y === row ? mid : 'P') + right);

export const BASE_TILES: readonly TileType[] = [
  { code: 'A', name: 'straight path between courts', count: 3, picture: straight('CC', 'P', 'CC') },
  { code: 'B', name: 'straight path with a fountain', count: 3, picture: straight('CC', 'F', 'CC') },
  { code: 'C', name: 'straight path beside a market', count: 2,
    picture: ['CCPCC', 'CMPCC', 'CCPCC', 'CCPCC', 'CCPCC'] },
  { code: 'D', name: 'straight path beside a house', count: 3, picture: straight('HH', 'P', 'CC') },
  { code: 'E', name: 'straight path beside a tower', count: 2, picture: straight('TT', 'P', 'CC') },
  { code: 'F', name: 'straight path between house and tower', count: 2, picture: straight('HH', 'P', 'TT') },
  { code: 'G', name: 'bend around a house', count: 3,
    picture: ['CCPHH', 'CCPHH', 'CCPPP', 'CCCCC', 'CCCCC'] },
  { code: 'H', name: 'bend around a tower, market outside', count: 2,
    picture: ['CCPTT', 'CCPTT', 'CCPPP', 'CCCCC', 'CMCCC'] },
  { code: 'I', name: 'bend with a fountain', count: 2,
    picture: ['CCPCC', 'CCFCC', 'CCPPP', 'CCCCC', 'CCCCC'] },
  { code: 'J', name: 'bend around a court in a large house', count: 1,
    picture: ['HHPCC', 'HHPCC', 'HHPPP', 'HHHHH', 'HHHHH'] },
  { code: 'K', name: 'three paths to a square above a house', count: 2,
    picture: ['CCPCC', 'CCPCC', 'PPSPP', 'HHHHH', 'HHHHH'] },
  { code: 'L', name: 'four paths to a square', count: 2,
    picture: ['CCPCC', 'CCPCC', 'PPSPP', 'CCPCC', 'CCPCC'] },
  { code: 'M', name: 'four paths to a square among house, tower and market', count: 1,
    picture: ['HHPTT', 'HHPTT', 'PPSPP', 'CCPMC', 'CCPCC'] },
  { code: 'N', name: 'branching path', count: 2,
    picture: ['CCPCC', 'CCPCC', 'PPPPP', 'CCCCC', 'CCCCC'] },
  { code: 'O', name: 'branching path with a fountain and a market', count: 1,
    picture: ['CCPCC', 'CCPCM', 'PPFPP', 'CCCCC', 'CCCCC'] },
  { code: 'P', name: 'path ending at a tower', count: 3,
    picture: ['TTTTT', 'TTTTT', 'CCPCC', 'CCPCC', 'CCPCC'] },
  { code: 'Q', name: 'path ending at a house, beside a market', count: 2,
    picture: ['HHHHH', 'HHHHH', 'CCPCC', 'CMPCC', 'CCPCC'] },
  { code: 'R', name: 'path ending at a square', count: 1,
    picture: ['CCCCC', 'CCCCC', 'CCSCC', 'CCPCC', 'CCPCC'] },
  { code: 'S', name: 'path cut by a square, beside a house', count: 1, picture: straight('HH', 'S', 'CC') },
  { code: 'U', name: 'path cut by a square', count: 1, picture: straight('CC', 'S', 'CC') },
  { code: 'V', name: 'two paths ending at a small tower', count: 1,
    picture: ['CCCCC', 'CCTCC', 'PPTPP', 'CCTCC', 'CCCCC'] },
  { code: 'W', name: 'house', count: 3, picture: ['HHHHH', 'HHHHH', 'HHHHH', 'HHHHH', 'HHHHH'] },
  { code: 'X', name: 'tower', count: 2, picture: ['TTTTT', 'TTTTT', 'TTTTT', 'TTTTT', 'TTTTT'] },
  { code: 'Y', name: 'court with a market', count: 2, picture: ['CCCCC', 'CCCCC', 'CCMCC', 'CCCCC', 'CCCCC'] },
  { code: 'Z', name: 'half house, half court', count: 4, picture: ['HHHHH', 'HHHHH', 'CCCCC', 'CCCCC', 'CCCCC'] },
  { code: 'a', name: 'house in a corner of a court', count: 2,
    picture: ['HHCCC', 'HHCCC', 'CCCCC', 'CCCCC', 'CCCCC'] },
  { code: 'b', name: 'tower in a corner of a court', count: 3,
    picture: ['TTCCC', 'TTCCC', 'CCCCC', 'CCCCC', 'CCCCC'] },
  { code: 'c', name: 'half tower, half house', count: 2, picture: ['TTTTT', 'TTTTT', 'HHHHH', 'HHHHH', 'HHHHH'] },
  { code: 'd', name: 'court with two markets', count: 1, picture: ['CCCCC', 'CMCCC', 'CCCCC', 'CCCMC', 'CCCCC'] },
  { code: 'e', name: 'tower and house in opposite corners of a court', count: 1,
    picture: ['TTCCC', 'TTCCC', 'CCCCC', 'CCCHH', 'CCCHH'] },
];

/** The Falcon expansion's 18 tiles: chapels and falcon aeries (docs/board.md draws them). */
export const FALCON_TILES: readonly TileType[] = [
  { code: 'f', name: 'chapel in a corner of a court', count: 2,
    picture: ['KKCCC', 'KKCCC', 'CCCCC', 'CCCCC', 'CCCCC'] },
  { code: 'g', name: 'half chapel, half court', count: 2,
    picture: ['KKKKK', 'KKKKK', 'CCCCC', 'CCCCC', 'CCCCC'] },
  { code: 'v', name: 'half chapel with an aerie, half court', count: 1,
    picture: ['KKKKK', 'KKkKK', 'CCCCC', 'CCCCC', 'CCCCC'] },
  { code: 'h', name: 'chapel with an aerie', count: 1, picture: ['KKKKK', 'KKKKK', 'KKkKK', 'KKKKK', 'KKKKK'] },
  { code: 'i', name: 'straight path beside a chapel', count: 1, picture: straight('KK', 'P', 'CC') },
  { code: 'j', name: 'path ending at a chapel', count: 1,
    picture: ['KKKKK', 'KKKKK', 'CCPCC', 'CCPCC', 'CCPCC'] },
  { code: 'k', name: 'path with an aerie ending at a chapel', count: 1,
    picture: ['KKKKK', 'KKKKK', 'CCPCC', 'CCpCC', 'CCPCC'] },
  { code: 'l', name: 'bend around a chapel', count: 2,
    picture: ['CCPKK', 'CCPKK', 'CCPPP', 'CCCCC', 'CCCCC'] },
  { code: 'm', name: 'tower with an aerie', count: 1, picture: ['TTTTT', 'TTtTT', 'TTTTT', 'TTTTT', 'TTTTT'] },
  { code: 'n', name: 'house in a corner of a court with an aerie', count: 1,
    picture: ['HHCCC', 'HHCCC', 'CCcCC', 'CCCCC', 'CCCCC'] },
  { code: 'o', name: 'path with an aerie between house and chapel', count: 1,
    picture: ['HHPKK', 'HHPKK', 'HHpKK', 'HHPKK', 'HHPKK'] },
  { code: 'q', name: 'half chapel, half tower with an aerie', count: 1,
    picture: ['KKKKK', 'KKKKK', 'TTTTT', 'TTTTT', 'TTtTT'] },
  { code: 'r', name: 'four paths to a square beside a chapel', count: 1,
    picture: ['KKPCC', 'KKPCC', 'PPSPP', 'CCPCC', 'CCPCC'] },
  { code: 's', name: 'small chapel with an aerie inside a court', count: 1,
    picture: ['CCCCC', 'CKKKC', 'CKkKC', 'CKKKC', 'CCCCC'] },
  { code: 'u', name: 'court with a market and an aerie', count: 1,
    picture: ['CCCCC', 'CMCCC', 'CCcCC', 'CCCCC', 'CCCCC'] },
];
