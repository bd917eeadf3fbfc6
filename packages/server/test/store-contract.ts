// The store contract: what every store does the same way, run against each store of stores.ts by
// store.test.ts.
import type { Action } from '@castle/rules';
import type { ChatLine } from '@castle/protocol';
import { GameRecord, GameStore, MoveOutOfOrder, StoreCopy } from '../src/store/store';
import { castleRecord, sleep } from './harness';
import { StoreKind, StoreUnderTest, eachStore, place } from './stores';


/** What every store does the same way, for a store made by `open`. */
export function keepsGames(kind: StoreKind): void {
  let stores: StoreUnderTest;
  let store: GameStore;
  eachStore(kind, (s, all) => { store = s; stores = all; });
  const code = () => `T${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

  test('keeps a game: options, seed, seats, moves in order, result', async () => {
    const c = code();
    expect(await store.create(castleRecord({ code: c, options: { falcon: true, variants: {} }, seed: 's3cret', createdAt: 1 }))).toBe(true);
    expect(await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 'other', createdAt: 2 }))).toBe(false);
    expect(await store.exists(c)).toBe(true);
    await store.setSeat(c, 0, 'Ann', 'tok-a');
    await store.append(c, 0, place(3));
    await store.append(c, 1, place(4));
    expect(await store.unfinished()).toContain(c);
    expect(await store.isUnfinished(c)).toBe(true);
    const g = (await store.load(c))!;
    expect(g).toMatchObject({
      code: c, game: 'castle', rules: 2, options: { falcon: true }, seed: 's3cret', seats: [{ name: 'Ann', token: 'tok-a' }, { name: null, token: null }], result: null,
    });
    expect(await store.gameOf(c)).toBe('castle');
    expect(await store.gameOf('NOPE1')).toBeNull();
    expect(g.actions).toEqual([place(3), place(4)]);
    await store.finish(c, { scores: [3, 4], winner: 1 });
    expect(await store.unfinished()).not.toContain(c);
    expect(await store.isUnfinished(c)).toBe(false);
    expect((await store.load(c))!.result).toEqual({ scores: [3, 4], winner: 1 });
  });

  test('keeps the code of a finished game\'s rematch with it', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, seed: 's', createdAt: 1 }));
    expect((await store.load(c))!.next).toBeNull();
    await store.finish(c, { scores: [1, 2], winner: 1 });
    await store.setNext(c, 'NEXT2');
    expect((await store.load(c))!).toMatchObject({ next: 'NEXT2', result: { winner: 1 } });
  });

  test('keeps a game\'s time control, and the clocks with each move; moves without clocks read as none', async () => {
    const c = code(), plain = code();
    await store.create({ ...castleRecord({ code: c, seed: 's', createdAt: 1 }), clock: { kind: 'live', minutes: 5, increment: 3 } });
    await store.create(castleRecord({ code: plain, seed: 's', createdAt: 1 }));
    const after = (ms: number) => ({ left: [300_000, ms], running: 1, since: 1000 });
    await store.append(c, 0, place(3), null); // a first move: no clock runs yet, none stored
    await store.append(c, 1, place(4), after(290_000));
    await store.append(c, 2, place(5), after(280_000));
    await store.append(c, 2, place(5), after(1)); // a retry of the same move keeps the clocks first stored
    await store.append(plain, 0, place(3));
    expect((await store.load(c))!).toMatchObject({ clock: { kind: 'live', minutes: 5, increment: 3 }, clocks: [null, after(290_000), after(280_000)] });
    expect((await store.load(plain))!).toMatchObject({ clock: null, clocks: [null] });
  });

  test('stores a game with both seats already taken (a rematch), unfinished', async () => {
    const c = code();
    const g = { code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1, names: ['Bob', 'Ann'] as [string, string], tokens: ['tb', 'ta'] as [string, string] };
    expect(await store.create(castleRecord(g))).toBe(true);
    expect(await store.load(c)).toMatchObject({ seats: [{ name: 'Bob', token: 'tb' }, { name: 'Ann', token: 'ta' }], actions: [], result: null });
    expect(await store.isUnfinished(c)).toBe(true);
    expect(await store.create(castleRecord({ ...g, names: ['X', 'Y'], tokens: ['x', 'y'] }))).toBe(false);
    expect((await store.load(c))!.seats.map((x) => x.token)).toEqual(['tb', 'ta']);
  });

  test('keeps which seats the computer plays, and at what level; a person takes the free one later', async () => {
    const c = code();
    const record = castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 });
    record.seats = [{ name: 'Computer (hard)', token: 'tc', bot: 'hard' }, { name: null, token: null }];
    expect(await store.create(record)).toBe(true);
    await store.setSeat(c, 1, 'Ann', 'ta');
    expect((await store.load(c))!.seats).toEqual([{ name: 'Computer (hard)', token: 'tc', bot: 'hard' }, { name: 'Ann', token: 'ta' }]);
  });

  test('a seat handed to the computer keeps its token and says so; the computer stays through a rename of another seat', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 }));
    await store.setSeat(c, 0, 'Ann', 'ta');
    await store.setSeat(c, 1, 'Bob', 'tb');
    await store.setSeat(c, 1, 'Bob (computer)', 'tb', 'normal');
    await store.setSeat(c, 0, 'Anna', 'ta');
    expect((await store.load(c))!.seats).toEqual([{ name: 'Anna', token: 'ta' }, { name: 'Bob (computer)', token: 'tb', bot: 'normal' }]);
  });

  test('a seat whose player left keeps how and when, for the record', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 }));
    await store.setSeat(c, 0, 'Ann', 'ta');
    await store.setSeat(c, 1, 'Bob', 'tb');
    await store.setSeat(c, 1, 'Bob (resigned)', 'tb', 'normal', { after: 12, how: 'resigned', at: 5000 });
    expect((await store.load(c))!.seats[1]).toEqual({ name: 'Bob (resigned)', token: 'tb', bot: 'normal', left: { after: 12, how: 'resigned', at: 5000 } });
  });

  const SECRET = '5'.repeat(64), [A, B, C] = ['a', 'b', 'c'].map((d) => d.repeat(64));
  /** An identity's id (27 characters of base64url). */
  const PLAYER = 'AAAAAAAAAAAAAAAAAAAAAAAAAA0';
  /** docs/record.md's worked example: the seed of SECRET with the contributions A and B. */
  const EXAMPLE_SEED = 'ecf152f870ef01e853255de3ad8ba9b133cd6c471192d6c6725ffd5f66de6dd0';
  /** A game since commitments: the computer's seat 0 with its drawn contribution, seat 1 free. */
  const committed = async (c: string) => store.create({
    ...castleRecord({ code: c, seed: '', createdAt: 1 }), secret: SECRET,
    seats: [{ name: 'Computer', token: 'tb', bot: 'normal', contribution: A, serverDrew: true }, { name: null, token: null }],
  });

  test('keeps a game\'s secret and each taken seat\'s contribution, with whether the server drew it; no seed while a seat has none', async () => {
    const c = code();
    await committed(c);
    expect(await store.load(c)).toMatchObject({ secret: SECRET, seed: '', seats: [{ contribution: A, serverDrew: true }, { name: null, token: null }] });
  });

  test('the seed is derived from the secret and every seat\'s contribution once the last seat is taken', async () => {
    const c = code();
    await committed(c);
    await store.takeSeat(c, 1, 'Ann', 'ta', { value: B, serverDrew: false });
    expect((await store.load(c))!).toMatchObject({ seed: EXAMPLE_SEED, seats: [{}, { name: 'Ann', contribution: B, serverDrew: false }] });
  });

  test('a seat keeps its contribution through a rename, and against another one given later', async () => {
    const c = code();
    await committed(c);
    await store.takeSeat(c, 1, 'Ann', 'ta', { value: B, serverDrew: false });
    await store.contribute(c, 1, { value: C, serverDrew: true });
    await store.setSeat(c, 1, 'Ann B', 'ta');
    expect((await store.load(c))!.seats[1]).toEqual({ name: 'Ann B', token: 'ta', contribution: B, serverDrew: false });
  });

  test('a seat taken without a contribution (a rematch\'s) gets one when its player comes', async () => {
    const c = code();
    await store.create({ ...castleRecord({ code: c, seed: '', createdAt: 1, names: ['Ann', 'Bob'], tokens: ['ta', 'tb'] }), secret: SECRET });
    await store.contribute(c, 0, { value: A, serverDrew: false });
    expect((await store.load(c))!).toMatchObject({ seed: '', seats: [{ contribution: A }, { name: 'Bob', token: 'tb' }] });
    await store.contribute(c, 1, { value: B, serverDrew: true });
    expect((await store.load(c))!).toMatchObject({ seed: EXAMPLE_SEED, seats: [{}, { contribution: B, serverDrew: true }] });
  });

  test('keeps whether a game is rated, and the identity that took each of its seats through a rename', async () => {
    const [rated, casual] = [code(), code()];
    await store.create({ ...castleRecord({ code: rated, seed: '', createdAt: 1 }), secret: SECRET, rated: true });
    await store.create({ ...castleRecord({ code: casual, seed: 's', createdAt: 1 }) });
    await store.takeSeat(rated, 0, 'Ann', 'ta', { value: A, serverDrew: false }, PLAYER);
    await store.setSeat(rated, 0, 'Ann B', 'ta');
    expect((await store.load(rated))!).toMatchObject({ rated: true, seats: [{ name: 'Ann B', player: PLAYER }, { name: null }] });
    expect((await store.load(casual))!.rated ?? false).toBe(false);
  });

  test('keeps a rated game\'s ratings as its end showed them', async () => {
    const c = code();
    await store.create({ ...castleRecord({ code: c, seed: '', createdAt: 1 }), secret: SECRET, rated: true });
    const ratings = { pool: 'castle', note: 'rated' as const, seats: [{ seat: 0, player: PLAYER, rating: 1500, deviation: 350, after: 1662.3, afterDeviation: 290.3, change: 162.3 }] };
    await store.setRatings(c, ratings);
    expect((await store.load(c))!.ratings).toEqual(ratings);
  });

  test('a game stored before commitments has no secret, and keeps its stored seed', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, seed: 'old seed', createdAt: 1 }));
    const before = (await store.load(c))!;
    expect([before.seed, 'secret' in before]).toEqual(['old seed', false]);
  });

  test('keeps whether a game is open to anyone; a game stored without saying is not', async () => {
    const [open, closed] = [code(), code()];
    await store.create({ ...castleRecord({ code: open, seed: 's', createdAt: 1 }), open: true });
    await store.create(castleRecord({ code: closed, seed: 's', createdAt: 1 }));
    await store.setSeat(open, 0, 'Ann', 'ta');
    expect((await store.load(open))!).toMatchObject({ open: true, seats: [{ name: 'Ann' }, { name: null }] });
    expect((await store.load(closed))!.open).toBe(false);
  });

  test('refuses a move out of order instead of storing it', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 }));
    await store.append(c, 0, place(3));
    const refused = await store.append(c, 0, place(5)).then(() => null, (err: unknown) => err);
    expect(refused).not.toBeNull();
    expect((await store.load(c))!.actions).toEqual([place(3)]);
  });

  test('takes the same move at the same number again (a retry after a lost reply), refuses another one or a gap', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 }));
    await store.append(c, 0, place(3));
    await store.append(c, 1, place(4));
    await store.append(c, 1, place(4));
    await store.append(c, 1, { rot: 0, cell: 4, type: 'place', seat: 0 } as Action); // the same move, its keys in another order
    await store.append(c, 0, place(3));
    const refusal = (n: number, a: Action) => store.append(c, n, a).then(() => null, (err: unknown) => err);
    expect(await refusal(1, place(5))).toBeInstanceOf(MoveOutOfOrder);
    expect(await refusal(1, { seat: 0, type: 'place', cell: 4, rot: 1 })).toBeInstanceOf(MoveOutOfOrder);
    expect(await refusal(3, place(6))).toBeInstanceOf(MoveOutOfOrder); // move 2 was never stored
    expect((await store.load(c))!.actions).toEqual([place(3), place(4)]);
    await store.append(c, 2, place(6));
    expect((await store.load(c))!.actions).toEqual([place(3), place(4), place(6)]);
  });

  test('a game nobody touched since a time is abandoned when it would reopen; one touched since reopens; the record stays', async () => {
    const [old, fresh, touched, finished] = [code(), code(), code(), code()];
    const now = Date.now();
    for (const c of [old, touched, finished]) await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1000 }));
    await store.create(castleRecord({ code: fresh, options: { falcon: false, variants: {} }, seed: 's', createdAt: now }));
    await store.append(old, 0, place(3));
    await store.finish(finished, { scores: [1, 2], winner: 1 });
    expect(await store.load(old)).toMatchObject({ touchedAt: 1000, abandonedAt: null });
    await store.touch(touched);
    expect((await store.load(touched))!.touchedAt).toBeGreaterThanOrEqual(now);
    const untouched = await store.untouched(5000, 100_000);
    expect(untouched).toContain(old);
    expect(untouched).not.toContain(touched);
    expect(untouched).not.toContain(fresh);
    expect(untouched).not.toContain(finished);

    expect(await store.reopen(fresh, 5000)).toBe('open');
    expect(await store.reopen(touched, 5000)).toBe('open');
    expect(await store.reopen(old, 5000)).toBe('abandoned');
    expect(await store.reopen(old, 0)).toBe('abandoned'); // for good
    expect(await store.reopen(finished, 5000)).toBeNull();
    expect(await store.reopen('NOPE1', 5000)).toBeNull();
    expect(await store.isUnfinished(old)).toBe(false);
    expect(await store.unfinished()).not.toContain(old);
    expect(await store.untouched(5000, 100_000)).not.toContain(old);
    const record = (await store.load(old))!;
    expect(record.abandonedAt).toBeGreaterThanOrEqual(now);
    expect(record).toMatchObject({ actions: [place(3)], result: null, seed: 's' });
  });

  test('marks a game abandoned only if nobody touched it since the time given', async () => {
    const [a, b] = [code(), code()];
    for (const c of [a, b]) await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1000 }));
    await store.touch(b);
    expect(await store.abandon(a, 5000)).toBe(true);
    expect(await store.abandon(a, 5000)).toBe(false); // already
    expect(await store.abandon(b, 5000)).toBe(false);
    expect(await store.abandon('NOPE1', 5000)).toBe(false);
    expect(await store.reopen(a, 0)).toBe('abandoned');
    expect(await store.reopen(b, 5000)).toBe('open');
  });

  test('a claim to open a game keeps others out until it runs out or is given up', async () => {
    const c = code();
    expect(await store.claim(c, 'p1', 60_000)).toBe(true);
    expect(await store.claim(c, 'p2', 60_000)).toBe(false);
    await store.release(c, 'p1');
    expect(await store.claim(c, 'p2', 50)).toBe(true);
    await sleep(80);
    expect(await store.claim(c, 'p1', 60_000)).toBe(true);
  });

  test('keeps a game\'s chat lines in order, players\' and watchers\'; the same line stored again changes nothing', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, seed: 's', createdAt: 1 }));
    expect(await store.chat(c)).toEqual([]);
    const lines: ChatLine[] = [
      { n: 0, moves: 0, side: 'players', seat: 0, name: 'Ann', text: 'Good luck <b>Bob</b>', at: 10 },
      { n: 1, moves: 3, side: 'watchers', seat: null, name: 'Watcher 1', text: 'nice 🙂', at: 20 },
    ];
    for (const line of lines) await store.appendChat(c, line);
    await store.appendChat(c, { ...lines[1], text: 'a retry after a lost reply' });
    expect(await store.chat(c)).toEqual(lines);
    expect(await store.chat('NOPE1')).toEqual([]);
    // Kept apart from the moves: a game's record loads as before.
    expect((await store.load(c))!.actions).toEqual([]);
  });

  test('knows nothing of a game it never stored', async () => {
    expect(await store.load('NOPE1')).toBeNull();
    expect(await store.exists('NOPE1')).toBe(false);
    expect(await store.isUnfinished('NOPE1')).toBe(false);
  });

  if (kind.shared) sharedBetweenProcesses(() => stores, () => store, code);
  if (kind.copies) copiesWholeGames(() => store, code);
}

/** Two stores on the same games, as two processes have. */
function sharedBetweenProcesses(stores: () => StoreUnderTest, first: () => GameStore, code: () => string): void {
  let other: GameStore;
  beforeEach(async () => { other = await stores().open(); });
  afterEach(async () => { await other.close(); });

  test('a claim taken through one store keeps another store out until it is given up; only its holder gives it up', async () => {
    const c = code();
    expect(await first().claim(c, 'p1', 60_000)).toBe(true);
    expect(await other.claim(c, 'p2', 60_000)).toBe(false);
    await other.release(c, 'p2'); // not its holder: nothing changes
    expect(await other.claim(c, 'p2', 60_000)).toBe(false);
    await first().release(c, 'p1');
    expect(await other.claim(c, 'p2', 60_000)).toBe(true);
  });

  test('two stores appending different moves at the same number at once: one is stored, the other refused', async () => {
    const c = code();
    await first().create(castleRecord({ code: c, seed: 's', createdAt: 1 }));
    for (let n = 0; n < 20; n++) {
      const [a, b] = await Promise.allSettled([first().append(c, n, place(n)), other.append(c, n, place(n + 1))]);
      const won = [a, b].filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const lost = [a, b].find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason).toBeInstanceOf(MoveOutOfOrder);
      expect((await first().load(c))!.actions[n]).toEqual(a.status === 'fulfilled' ? place(n) : place(n + 1));
    }
    expect((await other.load(c))!.actions).toHaveLength(20);
  });

  test('two stores appending the same move at the same number at once both succeed, and it is stored once', async () => {
    const c = code();
    await first().create(castleRecord({ code: c, seed: 's', createdAt: 1 }));
    for (let n = 0; n < 20; n++) await Promise.all([first().append(c, n, place(n)), other.append(c, n, place(n))]);
    expect((await other.load(c))!.actions).toEqual(Array.from({ length: 20 }, (_, n) => place(n)));
  });
}

/** StoreCopy: whole games in, codes out in pages (npm run migrate-store). */
function copiesWholeGames(store: () => GameStore, code: () => string): void {
  const copy = () => store() as GameStore & StoreCopy;
  const chat: ChatLine[] = [{ n: 0, moves: 1, side: 'players', seat: 1, name: 'Bob', text: 'gg', at: 30 }];
  const whole = (c: string): GameRecord => ({
    code: c, game: 'castle', rules: 2, options: { falcon: true, variants: {} }, seed: 'seed', createdAt: 1000,
    seats: [{ name: 'Ann', token: 'ta', bot: 'hard', left: { after: 1, how: 'resigned', at: 1500 } }, { name: 'Bob', token: 'tb' }, { name: null, token: null }],
    actions: [place(3), place(4)], clocks: [null, { left: [1, 2], running: 0, since: 9 }],
    result: { scores: [1, 2], winner: 1 }, finishedAt: 2000, touchedAt: 1900, abandonedAt: null, open: true, next: 'NEXT1',
    clock: { kind: 'live', minutes: 5, increment: 3 }, colours: [1, 0, 2],
  });
  /** The same, created since commitments: its secret, and each seat's contribution (a free seat has none). */
  const committed = (c: string): GameRecord => {
    const g = whole(c), [a, b] = ['a', 'b'].map((d) => d.repeat(64));
    return { ...g, secret: '5'.repeat(64), seed: '', seats: [{ ...g.seats[0], contribution: a, serverDrew: true }, { ...g.seats[1], contribution: b, serverDrew: false }, g.seats[2]] };
  };

  test('puts a whole game and loads it back as it was, chat and all', async () => {
    const c = code();
    expect(await copy().put(whole(c), chat)).toBe('added');
    expect(await copy().load(c)).toEqual(whole(c));
    expect(await copy().chat(c)).toEqual(chat);
  });

  test('puts a game created since commitments with its secret and contributions', async () => {
    const c = code();
    expect(await copy().put(committed(c), chat)).toBe('added');
    expect(await copy().load(c)).toEqual(committed(c));
    expect(await copy().put(committed(c), chat)).toBe('same');
    expect(await copy().put({ ...committed(c), secret: '6'.repeat(64) }, chat)).toBe('different');
  });

  test('putting the same game again changes nothing; another game under its code is told apart and not stored', async () => {
    const c = code();
    await copy().put(whole(c), chat);
    expect(await copy().put(whole(c), chat)).toBe('same');
    expect(await copy().put({ ...whole(c), actions: [place(3)] , clocks: [null] }, chat)).toBe('different');
    expect(await copy().put(whole(c), [])).toBe('different');
    expect(await copy().load(c)).toEqual(whole(c));
  });

  test('lists stored codes in order, a page at a time', async () => {
    const prefix = code();
    const mine = ['A', 'B', 'C', 'D', 'E'].map((x) => `${prefix}${x}`);
    for (const c of [...mine].reverse()) await copy().create(castleRecord({ code: c, seed: 's', createdAt: 1 }));
    const first = await copy().codes(prefix, 2);
    expect(first).toEqual(mine.slice(0, 2));
    expect(await copy().codes(first[1], 3)).toEqual(mine.slice(2, 5));
  });
}
