// What the server, the rules and the protocol's checks say, in the player's language. Each says a
// code and its params (the protocol's Said); the page words the code (`refusal.<CODE>`), or its
// case where one code covers several (`refusal.<CODE>.<reason>`, reason a param). What only one
// game's rules say is in that game's catalogue (`<game>.refusal.<CODE>[.<reason>]`), asked first
// where the game is known. The English `message` beside them is for people who use the API by
// hand: never shown.
import { JOIN_GAME_FULL, REFUSAL } from '@castle/protocol';
import { duration } from '../i18n/format';
import { hasWords, t } from '../i18n/words';

/** Anything that may carry a code: a Said, a rules' refusal, an error thrown by a join or a fetch. */
export interface Coded {
  code?: unknown;
  params?: Record<string, string | number>;
}

/** Join errors whose code is a number (over the WebSocket, Colyseus' or ours): the refusal they are. */
const NUMBERED: Record<number, string> = { [JOIN_GAME_FULL]: REFUSAL.GAME_FULL, 4202: REFUSAL.TOO_MANY_WATCHERS };

/** Params that are spans of seconds (NOT_AWAY's): said as durations, in the page's language. */
const SPANS = ['away', 'limit'];

/** What `said` says, as a sentence of its own, in `game`'s words where its rules said it. No code:
 *  the server was never reached. */
export function saidWords(said: Coded | null | undefined, game?: string): string {
  const raw = said?.code;
  if (raw === undefined || raw === null || raw === '') return t('refusal.unreachable');
  const code = typeof raw === 'number' ? NUMBERED[raw] ?? raw : String(raw);
  const params: Record<string, string | number> = { ...said?.params };
  for (const k of SPANS) if (typeof params[k] === 'number') params[k] = duration(params[k] as number);
  const reason = params.reason;
  const keys = [
    ...(game ? [...(reason !== undefined ? [`${game}.refusal.${code}.${reason}`] : []), `${game}.refusal.${code}`] : []),
    ...(reason !== undefined ? [`refusal.${code}.${reason}`] : []),
    `refusal.${code}`,
  ];
  const key = keys.find(hasWords);
  return key ? t(key, params) : t('refusal.other');
}

/** A refusal as an Error whose message is its words in the page's language, its code and params kept
 *  (the page tells some codes apart: GAME_FULL, OUTDATED_GAME …). */
export function refusalError(said: Coded | null | undefined, game?: string): Error & Coded {
  return Object.assign(new Error(saidWords(said, game)), { code: said?.code, params: said?.params });
}

/** A join or a request that got no answer in `ms`. */
export const noAnswer = (ms: number): Error => new Error(t('refusal.noAnswer', { seconds: Math.round(ms / 1000) }));
