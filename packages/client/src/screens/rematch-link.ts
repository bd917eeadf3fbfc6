// A finished game's link once its rematch exists (kept with the game by the server, so also after a
// restart, when the old room that said "rematch" is gone): its players go to their own seat there
// (their old seat's token buys the new one), anyone else watches it, as the old room's watchers did.
import type { RematchMessage } from '@castle/protocol';
import { savedToken, saveToken } from '../logic/tokens';
import { postJson } from '../net';
import { replace } from '../router';

export async function followRematch(code: string, next: string): Promise<void> {
  const token = savedToken(localStorage, code);
  if (token && !savedToken(localStorage, next)) {
    const way = await postJson<RematchMessage>(`/api/games/${code}/rematch`, { token }).catch(() => null);
    if (way) saveToken(localStorage, way.code, way.token);
  }
  replace(savedToken(localStorage, next) ? `/g/${next}` : `/g/${next}?watch`);
}
