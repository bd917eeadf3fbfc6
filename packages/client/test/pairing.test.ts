// Quick match's pairing by rating (docs/ratings.md "Quick match"): the band, the order tried, and
// what a waiting seeker moves to.
import type { ListedGame } from '@castle/protocol';
import { BAND, NEW_RATING, Seeker, betterGame, pairingOrder, ratingBand } from '../src/logic/pairing';

const NOW = 10_000_000;
/** A game of two listed `waitedS` seconds ago, rated when its waiting player's `rating` is given (null: a new player). */
const game = (roomId: string, waitedS: number, rating?: number | null, pool = 'castle'): ListedGame => ({
  roomId, name: 'castle',
  metadata: {
    game: 'castle', names: ['Ann'], seats: 2, seatsFree: 1, options: {}, createdAt: NOW - waitedS * 1000, listedSince: NOW - waitedS * 1000,
    ...(rating !== undefined ? { rated: { pool, ratings: [rating] } } : {}),
  },
});
const rated = (ratings: Record<string, number>): Seeker => ({ identity: true, ratings });
const ids = (games: ListedGame[]) => games.map((g) => g.roomId);

describe('the band', () => {
  test('is ±150 for a player who has just started waiting', () => {
    expect(ratingBand(0)).toBe(150);
    expect(ratingBand(9_999)).toBe(150);
  });

  test('widens by 50 every 10 seconds of waiting', () => {
    expect(ratingBand(10_000)).toBe(200);
    expect(ratingBand(35_000)).toBe(300);
    expect(ratingBand(59_999)).toBe(400);
  });

  test('takes any rating once the player has waited a minute', () => {
    expect(ratingBand(BAND.unboundedAfterMs)).toBe(Infinity);
  });
});

describe('the games a seeker with an identity tries', () => {
  test('the rated game whose player\'s rating is nearest comes first', () => {
    const games = [game('far', 5, 1600), game('near', 1, 1720), game('middle', 3, 1650)];
    expect(ids(pairingOrder(games, rated({ castle: 1700 }), NOW))).toEqual(['near', 'middle', 'far']);
  });

  test('a rated game whose player is out of the band is skipped', () => {
    const games = [game('out', 0, 1851), game('in', 0, 1849)];
    expect(ids(pairingOrder(games, rated({ castle: 1700 }), NOW))).toEqual(['in']);
  });

  test('a game out of the band at first is tried once its player has waited long enough', () => {
    const games = [game('waiting', 0, 2000)];
    const seeker = rated({ castle: 1700 });
    expect(pairingOrder(games, seeker, NOW)).toEqual([]);
    expect(ids(pairingOrder(games, seeker, NOW + 30_000))).toEqual(['waiting']); // ±300 after 30 s
    expect(ids(pairingOrder([game('waiting', 0, 2500)], seeker, NOW + 60_000))).toEqual(['waiting']);
  });

  test('rated games come before casual ones, which are still tried', () => {
    const games = [game('casual', 50), game('rated', 1, 1500)];
    expect(ids(pairingOrder(games, rated({}), NOW))).toEqual(['rated', 'casual']);
  });

  test('a waiting player without a rated game yet counts as a new player, and so does the seeker in a pool it has not played', () => {
    const games = [game('new', 0, null), game('settled', 0, NEW_RATING + 100)];
    expect(ids(pairingOrder(games, rated({}), NOW))).toEqual(['new', 'settled']);
    expect(pairingOrder([game('strong', 0, NEW_RATING + 200)], rated({}), NOW)).toEqual([]);
  });

  test('the seeker\'s rating is the one of the game\'s pool', () => {
    const games = [game('plain', 0, 1500, 'castle'), game('falcon', 0, 1900, 'castle-falcon')];
    expect(ids(pairingOrder(games, rated({ castle: 1900, 'castle-falcon': 1500 }), NOW))).toEqual([]);
    expect(ids(pairingOrder(games, rated({ castle: 1500, 'castle-falcon': 1900 }), NOW))).toEqual(['plain', 'falcon']);
  });
});

describe('a seeker without an identity', () => {
  test('never tries a rated game, whatever its player\'s rating', () => {
    const games = [game('rated', 100, 1500), game('casual', 1)];
    expect(ids(pairingOrder(games, { identity: false }, NOW))).toEqual(['casual']);
  });
});

describe('while a seeker waits at its own game', () => {
  test('it moves to a rated game in the band that was listed before its own', () => {
    const mine = game('mine', 2, 1700);
    expect(betterGame([game('older', 5, 1750), mine], rated({ castle: 1700 }), mine, NOW)?.roomId).toBe('older');
  });

  test('the earlier of two waiting games stays put, so that two seekers never swap', () => {
    const mine = game('mine', 5, 1700);
    expect(betterGame([game('younger', 2, 1700), mine], rated({ castle: 1700 }), mine, NOW)).toBeNull();
  });

  test('it moves once the other player\'s band has widened to reach it', () => {
    const mine = game('mine', 0, 1700), older = game('older', 5, 2000);
    const seeker = rated({ castle: 1700 });
    expect(betterGame([older, mine], seeker, mine, NOW)).toBeNull();
    expect(betterGame([older, mine], seeker, mine, NOW + 30_000)?.roomId).toBe('older');
  });

  test('a seeker waiting at a rated game does not move to a casual one', () => {
    const mine = game('mine', 2, 1700);
    expect(betterGame([game('casual', 50), mine], rated({ castle: 1700 }), mine, NOW)).toBeNull();
  });
});
