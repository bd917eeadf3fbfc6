// Where the browser is: the start page, or a game by its code (playing or watching).
export type Page = { page: 'start' } | { page: 'game'; code: string; watch: boolean };

export function parseLocation(pathname: string, search: string): Page {
  const m = /^\/g\/([A-Za-z0-9]{5})\/?$/.exec(pathname);
  if (!m) return { page: 'start' };
  const params = new URLSearchParams(search);
  return { page: 'game', code: m[1].toUpperCase(), watch: params.has('watch') };
}

export function gameLink(origin: string, code: string, watch = false): string {
  return `${origin}/g/${code}${watch ? '?watch' : ''}`;
}
