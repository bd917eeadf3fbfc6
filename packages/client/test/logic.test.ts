// The client's logic without drawing: links, saved seats, retry delays, turn choices, words.
import { Action, createGame, legalActions, applyAction } from '@castle/rules';
import { retryDelay } from '../src/logic/backoff';
import { cleanCode, gameLink, parseLocation } from '../src/logic/links';
import { savedToken, saveToken } from '../src/logic/tokens';
import { TurnChoices } from '../src/games/castle/logic/turn';
import { eventText } from '../src/games/castle/logic/words';

describe('links', () => {
  test('the start page, a game to play, a game to watch', () => {
    expect(parseLocation('/', '')).toEqual({ page: 'start' });
    expect(parseLocation('/g/k7qxa', '')).toEqual({ page: 'game', code: 'K7QXA', watch: false });
    expect(parseLocation('/g/K7QXA/', '?watch')).toEqual({ page: 'game', code: 'K7QXA', watch: true });
    expect(parseLocation('/g/k7qxa/replay', '')).toEqual({ page: 'replay', code: 'K7QXA' });
    expect(parseLocation('/help', '')).toEqual({ page: 'help', game: 'castle' });
    expect(parseLocation('/help/carcassonne', '')).toEqual({ page: 'help', game: 'carcassonne' });
    expect(gameLink('https://x.org', 'K7QXA', true)).toBe('https://x.org/g/K7QXA?watch');
  });

  test('a game\'s help is also at /help/<its id>, the address the server serves for every game', () => {
    expect(parseLocation('/help/castle', '')).toEqual({ page: 'help', game: 'castle' });
    expect(parseLocation('/help/carcassonne/', '')).toEqual({ page: 'help', game: 'carcassonne' });
  });

  test('the leaderboards and players\' pages: a pool\'s, the first pool\'s without one, a player\'s by id', () => {
    expect(parseLocation('/leaderboard/castle-falcon', '')).toEqual({ page: 'leaderboard', pool: 'castle-falcon' });
    expect(parseLocation('/leaderboard/', '')).toEqual({ page: 'leaderboard', pool: null });
    expect(parseLocation('/players/abc_DEF-123', '')).toEqual({ page: 'player', id: 'abc_DEF-123' });
    expect(parseLocation('/players', '')).toEqual({ page: 'not-found', path: '/players' });
  });

  test('a game link without a code is a page that says so, not a server error', () => {
    expect(parseLocation('/g/', '')).toEqual({ page: 'bad-link', path: '/g/' });
    expect(parseLocation('/g/toolong', '')).toEqual({ page: 'bad-link', path: '/g/toolong' });
  });

  test('an address the site does not have is a "not found" page; the page file itself is the start page', () => {
    expect(parseLocation('/elsewhere', '')).toEqual({ page: 'not-found', path: '/elsewhere' });
    expect(parseLocation('/help/chess', '')).toEqual({ page: 'not-found', path: '/help/chess' });
    expect(parseLocation('/index.html', '')).toEqual({ page: 'start' });
  });

  test('a typed code: spaces and case do not matter; anything else is no code', () => {
    expect(cleanCode(' k7q xa ')).toBe('K7QXA');
    expect(cleanCode('')).toBeNull();
    expect(cleanCode('K7QX')).toBeNull();
    expect(cleanCode('K7QX!')).toBeNull();
  });
});

describe('saved seats', () => {
  test('a token is kept per game code', () => {
    const m = new Map<string, string>();
    const store = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
    expect(savedToken(store, 'AAAAA')).toBeNull();
    saveToken(store, 'AAAAA', 'tok');
    expect(savedToken(store, 'AAAAA')).toBe('tok');
    expect(savedToken(store, 'CCCCC')).toBeNull();
  });

  test('a browser that refuses storage still plays', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(() => saveToken(broken, 'AAAAA', 't')).not.toThrow();
    expect(savedToken(broken, 'AAAAA')).toBeNull();
  });
});

describe('reconnecting', () => {
  test('waits longer after each failure, up to about 10 s', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 10].map((n) => retryDelay(n, mid))).toEqual([500, 1000, 2000, 4000, 10000]);
    expect(retryDelay(1, () => 0)).toBe(750);
  });
});

describe('turn choices', () => {
  const game = createGame({ seed: 'turn' });

  test('nothing is placed until the player picks a cell; the first arrow key picks the first', () => {
    const actions = legalActions(game);
    const c = new TurnChoices(0, actions);
    expect(c.kind).toBe('place');
    expect(c.selectedCell).toBe(-1);
    expect(c.current()).toBeNull();
    c.nextCell(1);
    expect(c.current()).toEqual(actions[0]);
    c.clearCell();
    expect(c.current()).toBeNull();
  });

  test('the chosen cell and rotation stay until the player picks another cell', () => {
    const actions = legalActions(game).filter((a) => a.type === 'place') as Extract<Action, { type: 'place' }>[];
    const c = new TurnChoices(0, actions);
    const cells = [...c.placements.keys()];
    const turning = cells.find((k) => c.placements.get(k)!.length > 1)!;
    c.selectCell(turning);
    c.rotate(1);
    const chosen = c.current();
    expect(c.isLegalCell(cells.find((k) => k !== turning)!)).toBe(true); // asking about a cell changes nothing
    expect(c.current()).toEqual(chosen);
  });

  test('picking a cell, picking it again turns the tile through its legal rotations only', () => {
    const actions = legalActions(game).filter((a) => a.type === 'place') as Extract<Action, { type: 'place' }>[];
    const c = new TurnChoices(0, actions);
    const cell = [...c.placements.keys()].find((k) => c.placements.get(k)!.length > 1)!;
    const rots = c.placements.get(cell)!;
    expect(c.selectCell(cell)).toBe(true);
    const seen = [c.selectedRot];
    for (let i = 1; i < rots.length; i++) { c.selectCell(cell); seen.push(c.selectedRot); }
    expect(seen).toEqual(rots);
    c.selectCell(cell);
    expect(c.selectedRot).toBe(rots[0]);
    expect(c.selectCell(999)).toBe(false);
    // Every highlighted choice is one the rules list.
    expect(actions).toContainEqual(c.current());
  });

  test('rotations that look alike are offered once', () => {
    const actions = [0, 1, 2, 3].map((rot) => ({ seat: 0 as const, type: 'place' as const, cell: 5, rot }));
    const square = new TurnChoices(0, actions, () => true); // a tile that looks the same every way
    expect(square.placements.get(5)).toEqual([0]);
    const halfTurn = new TurnChoices(0, actions, (a, b) => a % 2 === b % 2); // a straight path
    expect(halfTurn.placements.get(5)).toEqual([0, 1]);
  });

  test('in the follower step Enter places none; arrows pick another option', () => {
    const placed = applyAction(game, legalActions(game)[0]);
    if (!placed.ok) throw new Error(placed.error.message);
    const actions = legalActions(placed.state);
    const c = new TurnChoices(1, actions);
    expect(c.kind).toBe('follower');
    expect(c.current()).toEqual({ seat: 0, type: 'follower', piece: null });
    c.nextOption(1);
    expect(c.current()).toEqual(actions[1]);
  });

  test('picking a cell by key, then Enter at every step, plays a complete legal game', () => {
    let s = createGame({ seed: 'enter' });
    for (let n = 0; s.step !== 'over'; n++) {
      const c = new TurnChoices(n, legalActions(s));
      if (c.kind === 'place') c.nextCell(1);
      const r = applyAction(s, c.current()!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.result).not.toBeNull();
  });
});

describe('events in words', () => {
  const names = ['Ann', 'Bob'];
  test('scorings, wall tiles, discards and the end read as sentences', () => {
    expect(eventText({ type: 'scored', seat: 1, feature: 3, reason: 'path-fountain', tiles: 4, multiplier: 1, points: 8, score: 8, aeries: 0, lost: 0 }, names, () => 'a tile'))
      .toBe('Bob scored 8 points for a path of 4 tiles with a fountain.');
    expect(eventText({ type: 'scored', seat: 0, feature: 2, reason: 'house', tiles: 1, multiplier: 1, points: 1, score: 1, aeries: 1, lost: 0 }, names, () => 'a tile'))
      .toBe('Ann scored 1 point for a house of 1 tile, and took 1 aerie token.');
    expect(eventText({ type: 'wallTaken', seat: 0, tower: 5, kind: 7 }, names, () => '')).toBe('Ann took wall tile 7 (4 per market on one court at the end).');
    expect(eventText({ type: 'tileDiscarded', tile: 2 }, names, () => 'a bend')).toBe('A bend fitted nowhere and left the game.');
    expect(eventText({ type: 'gameOver', scores: [10, 12], winner: 1 }, names, () => '')).toBe('Bob wins, 12 to 10.');
    expect(eventText({ type: 'gameOver', scores: [10, 10], winner: null }, names, () => '')).toBe('The game ends in a draw, 10 to 10.');
  });
});

describe('a pasted game link in the code box', () => {
  test('a game link gives its code, with or without a query, a trailing slash or the replay', () => {
    for (const link of ['http://localhost:2567/g/k7qxa', 'https://castle.example/g/K7QXA?watch', ' https://castle.example/g/K7QXA/ ', 'http://h/g/K7QXA/replay', 'castle.example/g/K7QXA#x']) {
      expect(cleanCode(link)).toBe('K7QXA');
    }
  });

  test('a link without a game code gives none', () => {
    expect(cleanCode('http://localhost:2567/')).toBeNull();
    expect(cleanCode('http://localhost:2567/g/K7QXAB')).toBeNull();
  });
});
