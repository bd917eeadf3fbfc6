// The open games as the lobby keeps them, oldest first (as the page shows them; quick match orders its
// tries by listedSince: packages/client/src/logic/open-games.ts), and what a client is sent: at most a page
// of LOBBY_PAGE games, whatever its filter, so that an answer's size never grows with the list.
import { isPlainObject } from './messages';

/** A room as the matchmaker lists it (Colyseus' IRoomCache): what the lobby needs of it. */
export interface Listed {
  roomId: string;
  name: string;
  metadata?: Record<string, unknown> | null;
}

/** The most games one answer ("rooms") holds: beyond the page's 20, for what quick match picks from. */
export const LOBBY_PAGE = 50;

/** Colyseus' LobbyRoom filter: a room name and metadata fields that must be equal. null: every game. */
export type Filter = { name?: string; metadata?: Record<string, string | number | boolean | null> } | null;

const MAX_FIELDS = 8;
const MAX_TEXT = 100;

/** A filter as a client sends it (the "filter" message, or `filter` in the join options), or what is wrong with it. */
export function parseFilter(value: unknown): { ok: true; filter: Filter } | { ok: false; message: string } {
  if (value === undefined || value === null) return { ok: true, filter: null };
  const bad = (message: string) => ({ ok: false as const, message });
  if (!isPlainObject(value) || Object.keys(value).some((k) => k !== 'name' && k !== 'metadata')) return bad('a filter is null or { name, metadata }');
  const { name, metadata } = value;
  if (name !== undefined && (typeof name !== 'string' || name.length > MAX_TEXT)) return bad('a filter\'s name is a game\'s name');
  if (metadata !== undefined) {
    if (!isPlainObject(metadata) || Object.keys(metadata).length > MAX_FIELDS) return bad(`a filter's metadata is an object of at most ${MAX_FIELDS} fields`);
    for (const v of Object.values(metadata)) {
      const simple = v === null || typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && v.length <= MAX_TEXT);
      if (!simple) return bad('a filter\'s metadata fields are short text, numbers, true, false or null');
    }
  }
  return { ok: true, filter: { ...(name !== undefined ? { name } : {}), ...(metadata !== undefined ? { metadata: metadata as Record<string, string | number | boolean | null> } : {}) } };
}

export function matches(g: Listed, f: Filter): boolean {
  if (!f) return true;
  if (f.name !== undefined && f.name !== g.name) return false;
  if (f.metadata) for (const k of Object.keys(f.metadata)) if (g.metadata?.[k] !== f.metadata[k]) return false;
  return true;
}

const createdAt = (g: Listed): number => (typeof g.metadata?.createdAt === 'number' ? g.metadata.createdAt : 0);

export class LobbyList<G extends Listed> {
  /** Oldest first (metadata.createdAt). */
  private games: G[] = [];

  reset(all: G[]): void {
    this.games = [...all].sort((a, b) => createdAt(a) - createdAt(b));
  }

  get size(): number {
    return this.games.length;
  }

  /**
   * A game opened or changed (`data`), or gone (null). Gives what was listed before, and after a
   * removal from the first page, the game that now ends the first page unfiltered (`next`): a client
   * was never sent it, if it was listed before it joined and has not changed since.
   */
  update(roomId: string, data: G | null): { before?: G; next?: G } {
    const at = this.games.findIndex((g) => g.roomId === roomId);
    const before = at < 0 ? undefined : this.games[at];
    if (data && at >= 0 && createdAt(data) === createdAt(before!)) {
      this.games[at] = data;
      return { before };
    }
    if (at >= 0) this.games.splice(at, 1);
    if (data) this.insert(data);
    const next = !data && at >= 0 && at < LOBBY_PAGE ? this.games[LOBBY_PAGE - 1] : undefined;
    return { before, next };
  }

  /** The first games the filter lets through, oldest first: at most LOBBY_PAGE. */
  page(f: Filter): G[] {
    if (!f) return this.games.slice(0, LOBBY_PAGE);
    const out: G[] = [];
    for (const g of this.games) if (matches(g, f) && out.push(g) >= LOBBY_PAGE) break;
    return out;
  }

  private insert(g: G): void {
    const t = createdAt(g);
    let lo = 0, hi = this.games.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (createdAt(this.games[mid]) <= t) lo = mid + 1;
      else hi = mid;
    }
    this.games.splice(lo, 0, g);
  }
}
