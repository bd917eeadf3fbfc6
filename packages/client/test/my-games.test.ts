// The start page's "Your games" without a page: the list kept in the browser's storage (newest
// first, one entry a game, forgetting), and how each game stands in words from the server's answer.
import type { GameStanding } from '@castle/protocol';
import { STANDINGS_MAX } from '@castle/protocol';
import { MyGame, forgetAllGames, forgetGame, markDone, myGames, rememberGame, standingShown } from '../src/logic/my-games';
import { saveToken } from '../src/logic/tokens';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('the list kept in the browser', () => {
  test('games are listed newest first', () => {
    const store = memory();
    rememberGame(store, 'AAAAA', 0, 1000);
    rememberGame(store, 'CCCCC', 1, 3000);
    rememberGame(store, 'DDDDD', 0, 2000);
    expect(myGames(store).map((g) => g.code)).toEqual(['CCCCC', 'DDDDD', 'AAAAA']);
  });

  test('a seat taken again (a reload, a return) keeps the game once, in its place', () => {
    const store = memory();
    rememberGame(store, 'AAAAA', 0, 1000);
    rememberGame(store, 'CCCCC', 1, 2000);
    rememberGame(store, 'AAAAA', 0, 5000);
    expect(myGames(store)).toEqual([{ code: 'CCCCC', seat: 1, at: 2000 }, { code: 'AAAAA', seat: 0, at: 1000 }]);
  });

  test('a seat token saved with its seat lists the game; one saved without (a rematch not yet opened) does not', () => {
    const store = memory();
    saveToken(store, 'AAAAA', 'tok-a', 1);
    saveToken(store, 'CCCCC', 'tok-c');
    expect(myGames(store).map((g) => [g.code, g.seat])).toEqual([['AAAAA', 1]]);
  });

  test('at most STANDINGS_MAX games are kept: the oldest makes room', () => {
    const store = memory();
    for (let i = 0; i <= STANDINGS_MAX; i++) rememberGame(store, `G${String(i).padStart(4, '0')}`, 0, i);
    const kept = myGames(store);
    expect(kept).toHaveLength(STANDINGS_MAX);
    expect(kept.map((g) => g.code)).not.toContain('G0000');
  });

  test('when the list is full, the oldest finished game makes room before an older live one', () => {
    const store = memory();
    for (let i = 0; i < STANDINGS_MAX; i++) rememberGame(store, `G${String(i).padStart(4, '0')}`, 0, i);
    markDone(store, ['G0005', 'G0009']);
    rememberGame(store, 'NEWER', 0, 100);
    const kept = myGames(store).map((g) => g.code);
    expect(kept).toHaveLength(STANDINGS_MAX);
    expect(kept).toContain('G0000');
    expect(kept).not.toContain('G0005');
    expect(kept).toContain('G0009');
  });

  test('forget one takes only that game off; forget all empties the list', () => {
    const store = memory();
    rememberGame(store, 'AAAAA', 0, 1);
    rememberGame(store, 'CCCCC', 0, 2);
    forgetGame(store, 'AAAAA');
    expect(myGames(store).map((g) => g.code)).toEqual(['CCCCC']);
    forgetAllGames(store);
    expect(myGames(store)).toEqual([]);
  });

  test('storage holding something else is read as no games, not an error', () => {
    for (const junk of ['not json', '{"a":1}', '[{"code":"<b>","seat":0,"at":1},null,7]']) {
      const store = memory();
      store.setItem('castle.games', junk);
      expect(myGames(store)).toEqual([]);
    }
  });
});

describe('how a game stands, in words', () => {
  const mine: MyGame = { code: 'K7QXA', seat: 0, at: 1 };
  const base = {
    code: 'K7QXA', known: true as const, game: 'castle', options: { falcon: true, variants: {} }, names: ['Ann', 'Bob'], computer: [false, false], seatsFree: 0,
    clock: { kind: 'live' as const, minutes: 10, increment: 5 }, toAct: 0, ending: null, stopped: null, createdAt: 1, finishedAt: null,
  };
  const shown = (s: Partial<Extract<GameStanding, { known: true }>>, seat = 0) => standingShown({ ...mine, seat }, { ...base, ...s });

  test('a live game on my move: "Your turn", the game with its options, the others, the clock, and a link to the seat', () => {
    expect(shown({})).toEqual({ kind: 'your-turn', game: 'The Castle with the Falcon', others: 'with Bob', clock: '10+5', words: 'Your turn', link: { href: '/g/K7QXA', label: 'Play' } });
  });

  test('a live game on another\'s move names who is to play, and links to the seat', () => {
    expect(shown({ toAct: 1 })).toMatchObject({ kind: 'their-turn', words: "Bob's turn", link: { href: '/g/K7QXA' } });
  });

  test('a seat the computer plays now (its player resigned or left) is not "Your turn": the link watches', () => {
    expect(shown({ names: ['Ann (resigned)', 'Bob', 'Cy'], computer: [true, false, false], toAct: 0 })).toMatchObject({ kind: 'their-turn', words: 'The computer plays your seat now', link: { href: '/g/K7QXA?watch' } });
  });

  test('a game with free seats waits for players', () => {
    expect(shown({ names: ['Ann', null, null], computer: [false, false, false], seatsFree: 2, game: 'carcassonne', options: {} })).toMatchObject({ kind: 'waiting', game: 'Carcassonne for 3 players', others: 'nobody else yet', words: 'Waiting for 2 players' });
  });

  test('a finished game says the result as its player sees it, with the scores, and links to the replay', () => {
    const ending = { end: 'score' as const, seat: null, winners: [1], scores: [40, 52] };
    expect(shown({ toAct: null, ending })).toMatchObject({ kind: 'over', words: 'Over: Bob wins, 40–52', link: { href: '/g/K7QXA/replay', label: 'Replay' } });
    expect(shown({ toAct: null, ending }, 1)).toMatchObject({ words: 'Over: You win, 40–52', others: 'with Ann' });
  });

  test('an aborted game says so without scores', () => {
    expect(shown({ toAct: null, ending: { end: 'aborted', seat: 1, winners: [], scores: [0, 0] } }).words).toBe('Over: Bob aborted the game');
  });

  test('a game that can no longer go on says why and links to its replay', () => {
    expect(shown({ toAct: null, stopped: 'nobody played this game for 30 days' })).toMatchObject({ kind: 'stopped', words: 'Closed: nobody played this game for 30 days', link: { href: '/g/K7QXA/replay' } });
  });

  test('a game the server does not know says so, with no link', () => {
    expect(standingShown(mine, { code: 'K7QXA', known: false })).toMatchObject({ kind: 'unknown', words: 'The server no longer knows this game.', link: null });
  });
});
