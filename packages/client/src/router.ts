// Pages by address: every page change goes through history, so the browser's Back and Forward move
// between the start page, a game, its replay and the help page. The screen shown last is closed
// (its room left, its canvas freed) before the next one opens.
import type { Room } from 'colyseus.js';
import { parseLocation } from './logic/links';

export interface Screen { close(): void }

let current: Screen | null = null;
let routed = 0;
type Opener = (page: ReturnType<typeof parseLocation>, room?: Room) => Promise<Screen | null> | Screen | null;
let open: Opener = () => null;

export function setOpener(o: Opener): void {
  open = o;
}

/** Show the page at the current address. `room`: a game just created, already joined. */
export async function route(room?: Room): Promise<void> {
  current?.close();
  current = null;
  const mine = ++routed;
  const page = parseLocation(location.pathname, location.search);
  const screen = await open(page, room);
  // Another page was asked for while this one opened: it is not shown, so it is closed.
  if (mine !== routed) screen?.close();
  else current = screen;
}

/** Go to another page of the site, as a link would, without reloading. */
export function go(url: string, room?: Room): void {
  history.pushState({}, '', url);
  void route(room);
}

/** Replace the address without a new history entry (a game that moved on, a corrected link). */
export function replace(url: string): void {
  history.replaceState({}, '', url);
  void route();
}

window.addEventListener('popstate', () => void route());
