// The lobby's list as plain data: oldest first, answers of at most a page, a removal from the page
// naming the game that now ends it, filters checked before use.
import { LOBBY_PAGE, LobbyList, Listed, matches, parseFilter } from '../src/lobby-list';

const game = (i: number, name = 'castle'): Listed => ({ roomId: `G${i}`, name, metadata: { createdAt: 1000 + i, seats: 2 } });

test('kept oldest first whatever the order they come in; a page holds at most LOBBY_PAGE, filtered or not', () => {
  const list = new LobbyList<Listed>();
  list.reset([game(5), game(1), game(3)]);
  for (let i = 200; i > 5; i--) list.update(`G${i}`, game(i, i % 2 ? 'carcassonne' : 'castle'));
  expect(list.size).toBe(198);
  const page = list.page(null);
  expect(page).toHaveLength(LOBBY_PAGE);
  expect(page.slice(0, 4).map((g) => g.roomId)).toEqual(['G1', 'G3', 'G5', 'G6']);
  const carc = list.page({ name: 'carcassonne' });
  expect(carc).toHaveLength(LOBBY_PAGE);
  expect(carc.every((g) => g.name === 'carcassonne')).toBe(true);
});

test('a game changed stays where it was; one gone from the page names the next to end it', () => {
  const list = new LobbyList<Listed>();
  list.reset(Array.from({ length: LOBBY_PAGE + 5 }, (_, i) => game(i)));
  expect(list.update('G3', { ...game(3), metadata: { createdAt: 1003, seats: 3 } })).toEqual({ before: game(3) });
  expect(list.page(null)[3].metadata).toEqual({ createdAt: 1003, seats: 3 });
  expect(list.update('G0', null)).toEqual({ before: game(0), next: game(LOBBY_PAGE) });
  expect(list.update(`G${LOBBY_PAGE + 2}`, null)).toEqual({ before: game(LOBBY_PAGE + 2), next: undefined });
  expect(list.update('nope', null)).toEqual({ before: undefined, next: undefined });
});

test('a filter is null or { name, metadata } of a few simple fields; anything else is refused in words', () => {
  expect(parseFilter(undefined)).toEqual({ ok: true, filter: null });
  expect(parseFilter({ name: 'castle', metadata: { seats: 2 } })).toEqual({ ok: true, filter: { name: 'castle', metadata: { seats: 2 } } });
  for (const bad of ['castle', [1], { other: 1 }, { name: 5 }, { metadata: [] }, { metadata: { a: {} } }, { metadata: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, i])) }]) {
    const r = parseFilter(bad);
    expect(r.ok).toBe(false);
  }
  expect(matches({ roomId: 'X', name: 'castle' }, { metadata: { seats: 2 } })).toBe(false); // a room without metadata
  expect(matches(game(1), { name: 'castle', metadata: { seats: 2 } })).toBe(true);
});
