// The open games as the lobby tells them, and what quick match picks.
import type { ListedGame } from '@castle/protocol';
import { OpenGames, PAGE_OF_GAMES, QUICK_TRIES, firstSeat, openGameLine } from '../src/logic/open-games';

const game = (roomId: string, name: string, createdAt: number, o: Partial<ListedGame['metadata']> = {}): ListedGame => ({
  roomId, name, metadata: { game: name, names: ['Ann'], seats: 2, seatsFree: 1, options: { falcon: false, variants: {} }, createdAt, ...o },
});
const isDefault = (o: unknown) => JSON.stringify(o) === JSON.stringify({ falcon: false, variants: {} });

test('the list follows the lobby: the whole list, then games opened, changed and gone; oldest first, a page at most', () => {
  const open = new OpenGames();
  open.all([game('B', 'castle', 20), game('A', 'castle', 10)]);
  expect(open.shown().map((g) => g.roomId)).toEqual(['A', 'B']);
  open.put(game('C', 'carcassonne', 5));
  open.put(game('A', 'castle', 10, { seatsFree: 0 })); // full: not shown
  open.remove('B');
  expect(open.shown().map((g) => g.roomId)).toEqual(['C']);
  open.all(Array.from({ length: 30 }, (_, i) => game(`G${i}`, 'castle', i)));
  expect(open.shown()).toHaveLength(PAGE_OF_GAMES);
});

test('quick match takes the oldest game of the same game, for two, with the default options, a seat free', () => {
  const open = new OpenGames();
  open.all([
    game('falcon', 'castle', 1, { options: { falcon: true, variants: {} } }),
    game('four', 'carcassonne', 2, { seats: 4, seatsFree: 3, options: {} }),
    game('full', 'castle', 3, { seatsFree: 0 }),
    game('young', 'castle', 9),
    game('old', 'castle', 4),
  ]);
  expect(open.quickMatches('castle', isDefault)[0]?.roomId).toBe('old');
  expect(open.quickMatches('carcassonne', (o) => JSON.stringify(o) === '{}')).toEqual([]);
});

test('quick match goes first to the game listed longest without a break: one listed again (its player back, or made again after an abort) comes after', () => {
  const now = 1_000_000;
  const open = new OpenGames();
  open.all([
    game('again', 'castle', 1, { listedSince: now - 1000 }), // created first, but its player came back a second ago
    game('minute', 'castle', 5, { listedSince: now - 60_000 }),
    game('hour', 'castle', 6, { listedSince: now - 3_600_000 }),
    game('new', 'castle', 7, { listedSince: now }),
  ]);
  expect(open.quickMatches('castle', isDefault).map((g) => g.roomId)).toEqual(['hour', 'minute', 'again', 'new']);
});

test('quick match that loses a game to another goes on to the next, and gives up after QUICK_TRIES', async () => {
  const games = ['A', 'B', 'C', 'D', 'E'].map((id, i) => game(id, 'castle', i));
  const tried: string[] = [];
  const full = Object.assign(new Error('every seat of this game is taken'), { code: 'GAME_FULL' });
  const joined = await firstSeat(games, async (id) => { tried.push(id); if (id !== 'C') throw full; return `room ${id}`; });
  expect(joined).toEqual({ roomId: 'C', room: 'room C' });
  expect(tried).toEqual(['A', 'B', 'C']);

  tried.length = 0;
  expect(await firstSeat(games, async (id) => { tried.push(id); throw full; })).toBeNull();
  expect(tried).toEqual(games.slice(0, QUICK_TRIES).map((g) => g.roomId));
  expect(await firstSeat([], async () => 'never')).toBeNull();
});

test('a line says who waits, the seats free and for how long', () => {
  expect(openGameLine(game('A', 'castle', 0), 30_000)).toBe('Ann waits · a seat free · just opened');
  expect(openGameLine(game('A', 'carcassonne', 0, { names: ['Ann', 'Bob'], seats: 4, seatsFree: 2 }), 5 * 60_000)).toBe('Ann and Bob wait · 2 of 4 seats free · waiting 5 min');
});

test('in a rated game, each waiting player\'s rating follows their name, and a player with no rated game yet is new', () => {
  const rated = game('A', 'carcassonne', 0, { names: ['Ann', 'Bob'], seats: 3, seatsFree: 1, rated: { pool: 'carcassonne', ratings: [1623, null] } });
  expect(openGameLine(rated, 0)).toBe('Ann (1623) and Bob (new) wait · 1 of 3 seats free · just opened');
});
