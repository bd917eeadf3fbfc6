// When the page says it is the player's turn: the title, the favicon, the sound and the notification.
import { TurnFacts, TurnWatch, iconAt, isMyTurn, saveChoices, savedChoices, titleFor } from '../src/logic/turn-signal';

const facts = (f: Partial<TurnFacts> = {}): TurnFacts => ({ seat: 0, toAct: 1, over: false, started: true, ...f });
const on = { sound: true, notify: true };
const hidden = { hidden: true, canPlay: true, permitted: true };

describe('whose turn', () => {
  test('the seat to act, once every seat is taken and until the end; never a watcher', () => {
    expect(isMyTurn(facts({ toAct: 0 }))).toBe(true);
    expect(isMyTurn(facts({ toAct: 1 }))).toBe(false);
    expect(isMyTurn(facts({ toAct: 0, started: false }))).toBe(false);
    expect(isMyTurn(facts({ toAct: 0, over: true }))).toBe(false);
    expect(isMyTurn(facts({ seat: null, toAct: 0 }))).toBe(false);
  });

  test('the title says "Your turn" before the page\'s own while it is', () => {
    expect(titleFor('Carcassonne', true)).toBe('Your turn · Carcassonne');
    expect(titleFor('Carcassonne', false)).toBe('Carcassonne');
  });

  test('the icon alternates each second only while it is the player\'s turn and the tab is not focused', () => {
    expect([0, 1, 2, 3].map((t) => iconAt(true, false, t))).toEqual(['turn', 'page', 'turn', 'page']);
    expect([0, 1].map((t) => iconAt(true, true, t))).toEqual(['page', 'page']);
    expect([0, 1].map((t) => iconAt(false, false, t))).toEqual(['page', 'page']);
  });
});

describe('a signal once per turn', () => {
  test('when the turn passes to this seat: a sound, and a notification while the tab is hidden', () => {
    const w = new TurnWatch();
    expect(w.next(facts({ toAct: 1 }), on, hidden)).toEqual({ mine: false, began: false, sound: false, notify: false });
    expect(w.next(facts({ toAct: 0 }), on, hidden)).toEqual({ mine: true, began: true, sound: true, notify: true });
    // The next step of the same turn (the follower after the placement) signals nothing more.
    expect(w.next(facts({ toAct: 0 }), on, hidden).began).toBe(false);
    w.next(facts({ toAct: 1 }), on, hidden);
    expect(w.next(facts({ toAct: 0 }), on, { ...hidden, hidden: false })).toEqual({ mine: true, began: true, sound: true, notify: false });
  });

  test('the page opening (or reloaded) on its turn gives the title only', () => {
    const w = new TurnWatch();
    expect(w.next(facts({ toAct: 0 }), on, hidden)).toEqual({ mine: true, began: false, sound: false, notify: false });
  });

  test('a state before the page knows its seat does not count as the turn before', () => {
    const w = new TurnWatch();
    w.next(facts({ seat: null, toAct: 0 }), on, hidden);
    expect(w.next(facts({ toAct: 0 }), on, hidden).began).toBe(false);
  });

  test('the game starting on this seat\'s turn is a turn coming', () => {
    const w = new TurnWatch();
    w.next(facts({ toAct: 0, started: false }), on, hidden);
    expect(w.next(facts({ toAct: 0 }), on, hidden).began).toBe(true);
  });

  test('no sound before the player touched the page, nor when turned off; no notification unless on and allowed', () => {
    const turn = (c = on, env = hidden) => { const w = new TurnWatch(); w.next(facts(), c, env); return w.next(facts({ toAct: 0 }), c, env); };
    expect(turn(on, { ...hidden, canPlay: false }).sound).toBe(false);
    expect(turn({ ...on, sound: false }).sound).toBe(false);
    expect(turn({ ...on, notify: false }).notify).toBe(false);
    expect(turn(on, { ...hidden, permitted: false }).notify).toBe(false);
  });
});

describe('the choices, remembered', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
  };

  test('sound on and notifications off until chosen otherwise', () => {
    const store = memory();
    expect(savedChoices(store)).toEqual({ sound: true, notify: false });
    saveChoices(store, { sound: false, notify: true });
    expect(savedChoices(store)).toEqual({ sound: false, notify: true });
  });

  test('a storage that refuses (private mode) leaves the defaults', () => {
    const broken = { getItem: (): string | null => { throw new Error('no'); }, setItem: () => { throw new Error('no'); } };
    expect(() => saveChoices(broken, { sound: false, notify: false })).not.toThrow();
    expect(savedChoices(broken)).toEqual({ sound: true, notify: false });
  });
});
