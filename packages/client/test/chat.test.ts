// The chat as the page holds it: tabs by side, mutes kept per game, the check before sending.
import type { ChatHistory, ChatLine } from '@castle/protocol';
import { ChatModel, chatCounter, checkLine, watcherName } from '../src/logic/chat';

class Memory {
  data = new Map<string, string>();
  getItem(k: string): string | null { return this.data.get(k) ?? null; }
  setItem(k: string, v: string): void { this.data.set(k, v); }
}

const line = (n: number, side: 'players' | 'watchers', seat: number | null, name: string, text = `line ${n}`): ChatLine =>
  ({ n, moves: n, side, seat, name, text, at: n });
const history = (h: Partial<ChatHistory>): ChatHistory =>
  ({ lines: [], side: 'players', name: 'Ann', playersChat: true, watchersShown: false, ...h });

test('a player sees the players\' tab only until the end, then the watchers\' too; a watcher both', () => {
  const m = new ChatModel('ABCDE', new Memory());
  expect(m.tabs()).toEqual([]);
  m.take(history({ lines: [line(0, 'players', 1, 'Bob')] }));
  expect(m.tabs()).toEqual(['players']);
  expect(m.side).toBe('players');
  m.take(history({ lines: [line(0, 'players', 1, 'Bob'), line(1, 'watchers', null, 'Watcher 1')], watchersShown: true }));
  expect(m.tabs()).toEqual(['players', 'watchers']);
  expect(m.shown('watchers').map((l) => l.name)).toEqual(['Watcher 1']);
  const w = new ChatModel('ABCDE', new Memory());
  w.take(history({ side: 'watchers', name: 'Watcher 2', watchersShown: true }));
  expect([w.tabs(), w.side]).toEqual([['players', 'watchers'], 'watchers']);
});

test('a person alone with the computer has no chat to write in; a watcher of that game has the watchers\' tab only', () => {
  const me = new ChatModel('ABCDE', new Memory());
  me.take(history({ playersChat: false }));
  expect([me.tabs(), me.side]).toEqual([[], null]);
  const w = new ChatModel('ABCDE', new Memory());
  w.take(history({ side: 'watchers', playersChat: false, watchersShown: true }));
  expect([w.tabs(), w.side, w.tab]).toEqual([['watchers'], 'watchers', 'watchers']);
});

test('lines come once, in order; a muted seat\'s lines are hidden, and the mute is kept for that game only', () => {
  const store = new Memory();
  const m = new ChatModel('ABCDE', store);
  m.take(history({}));
  expect(m.add(line(1, 'players', 1, 'Bob'))).toBe(true);
  expect(m.add(line(0, 'players', 0, 'Ann'))).toBe(true);
  expect(m.add(line(1, 'players', 1, 'Bob'))).toBe(false);
  expect(m.shown().map((l) => l.n)).toEqual([0, 1]);
  expect(m.mutable(0)).toEqual([{ key: 'seat:1', name: 'Bob', muted: false }]);
  m.toggleMute('seat:1');
  expect(m.shown().map((l) => l.name)).toEqual(['Ann']);
  const again = new ChatModel('ABCDE', store);
  again.take(history({ lines: [line(0, 'players', 0, 'Ann'), line(1, 'players', 1, 'Bob')] }));
  expect(again.shown().map((l) => l.name)).toEqual(['Ann']);
  expect(again.isMuted({ seat: 1, name: 'Bob' })).toBe(true);
  const other = new ChatModel('FGHJK', store);
  expect(other.isMuted({ seat: 1, name: 'Bob' })).toBe(false);
  again.toggleMute('seat:1');
  expect(again.shown()).toHaveLength(2);
});

test('a watcher mutes another watcher by the name shown, in the watchers\' tab, and is never offered to mute itself', () => {
  const store = new Memory();
  const w = new ChatModel('ABCDE', store);
  const lines = [line(0, 'watchers', null, 'Zed'), line(1, 'watchers', null, 'Watcher 2'), line(2, 'watchers', null, 'Zed'), line(3, 'players', 1, 'Bob')];
  w.take(history({ side: 'watchers', name: 'Watcher 2', watchersShown: true, lines }));
  expect(w.tab).toBe('watchers');
  expect(w.mutable(null)).toEqual([{ key: 'watcher:Zed', name: 'Zed', muted: false }]);
  expect(w.mutable(null, 'players')).toEqual([{ key: 'seat:1', name: 'Bob', muted: false }]);
  w.toggleMute('watcher:Zed');
  expect(w.shown().map((l) => l.name)).toEqual(['Watcher 2']);
  expect(w.shown('players').map((l) => l.name)).toEqual(['Bob']);
  expect(w.isMuted({ seat: null, name: 'Zed' })).toBe(true);
  expect(w.isMuted({ seat: null, name: 'Zed 2' })).toBe(false); // another name: someone else
  const again = new ChatModel('ABCDE', store);
  again.take(history({ side: 'watchers', name: 'Watcher 2', watchersShown: true, lines }));
  expect(again.shown().map((l) => l.n)).toEqual([1]);
});

test('a mute kept by a page before watchers could be muted (a seat\'s number) still holds', () => {
  const store = new Memory();
  store.setItem('castle.mute.ABCDE', '[1]');
  const m = new ChatModel('ABCDE', store);
  m.take(history({ lines: [line(0, 'players', 0, 'Ann'), line(1, 'players', 1, 'Bob')] }));
  expect(m.shown().map((l) => l.name)).toEqual(['Ann']);
  expect(m.mutable(0)).toEqual([{ key: 'seat:1', name: 'Bob', muted: true }]);
});

test('the counter and the check are the server\'s: trimmed, 1 to 300 characters, emoji counted as one', () => {
  expect(chatCounter('🙂🙂 a')).toBe('4/300');
  expect(checkLine('  hi  ')).toEqual({ ok: true, text: 'hi' });
  expect(checkLine('   ')).toMatchObject({ ok: false, code: 'CHAT_EMPTY' });
  expect(checkLine('x'.repeat(301))).toMatchObject({ ok: false, code: 'CHAT_TOO_LONG' });
  expect(checkLine('🙂'.repeat(300))).toMatchObject({ ok: true });
  expect(checkLine('a\tb')).toMatchObject({ ok: false, code: 'CHAT_BAD_TEXT' });
});

test('a watcher\'s lines show the saved name when the server would take it', () => {
  const store = new Memory();
  expect(watcherName(store)).toBeUndefined();
  store.setItem('castle.name', ' Zoë ');
  expect(watcherName(store)).toBe('Zoë');
  store.setItem('castle.name', 'x'.repeat(30));
  expect(watcherName(store)).toBeUndefined();
});
