// GET /api/games/<code>/record and .../record.txt: a finished game's record to keep (@castle/game's
// GameRecord), as JSON and as text (in the reader's language), each with a file name. Never for a game still played: the
// record holds the seed, which would tell the tiles to come (its watchers have the replay). A game
// closed for good because nobody played it (abandon.ts) is over too: its record ends 'expired'.
import type { RequestHandler, Response } from 'express';
import { GameRecord, buildRecord, checkRecord, recordJson, recordText } from '@castle/game';
import { GameEnding, REFUSAL, Said } from '@castle/protocol';
import { isAbandoned } from './abandon';
import { requestAddress } from './address';
import { CODE_PATTERN } from './codes';
import { recordSeed, revealedShuffle } from './contributions';
import { gameTitle, servedGames } from './games';
import { pageLanguage } from './page-words';
import { recordWords } from './record-words';
import { log } from './log';
import { replayRecord } from './outdated';
import { ReplayBudget } from './replay-cache';
import { tooBusy } from './replay-route';
import type { GameRecord as StoredRecord, GameStore } from './store/store';

const refuse = (res: Response, status: number, code: string, message: string, params?: Said['params']) =>
  void res.status(status).json({ code, ...(params && { params }), message } satisfies Said);

/** `<game>-<code>-<date>.<ext>`, the date the game finished (UTC). */
const fileName = (r: GameRecord, ext: string): string => `${r.game}-${r.code}-${r.finishedAt.slice(0, 10)}.${ext}`;

/** A game nobody played for EXPIRE_DAYS, closed for good, ends there: no winner, the scores its
 *  moves reached (none where today's rules no longer replay them), finished when it was closed. */
function closedForGood(g: StoredRecord): StoredRecord {
  const replayed = replayRecord(g);
  const scores = 'outdated' in replayed ? [] : replayed.game.scores(replayed.state);
  const ending: GameEnding = { end: 'expired', seat: null, winners: [], scores };
  return { ...g, result: ending, finishedAt: g.abandonedAt ?? Date.now() };
}

/** The record of the game the request names, or null once the answer (a refusal) is sent. */
async function recordOf(store: GameStore, held: Held, raw: string, res: Response): Promise<GameRecord | null> {
  const code = raw.toUpperCase();
  if (!CODE_PATTERN.test(code)) return refuse(res, 400, REFUSAL.BAD_CODE, 'a game code is 5 letters and digits'), null;
  const loaded = await store.load(code).catch(() => null);
  if (!loaded) return refuse(res, 404, REFUSAL.NOT_FOUND, `no game ${code}`, { code }), null;
  // Never while a room holds it (the sweep leaves those alone, and so does this).
  const abandoned = loaded.result === null && !(await held(code)) && (await isAbandoned(store, loaded, held));
  const g = abandoned ? closedForGood(loaded) : loaded;
  // The secret is revealed with the rest, now that the game is over (contributions.ts).
  const record = buildRecord({ ...g, seed: recordSeed(g), shuffle: revealedShuffle(g) }, g.result === null ? [] : await store.chat(code));
  if (!record) return refuse(res, 409, REFUSAL.NOT_OVER, 'this game is still being played: its record is given once it is over (its replay shows it so far)'), null;
  return record;
}

function attach(res: Response, type: string, name: string, body: string): void {
  res.set({ 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-cache' });
  res.type(type).send(body);
}

/** Whether a process holds the game in a live room. */
type Held = (code: string) => Promise<boolean>;

export function recordRoutes(store: GameStore, held: Held, budget = new ReplayBudget()): { json: RequestHandler; text: RequestHandler } {
  const json: RequestHandler = async (req, res) => {
    const record = await recordOf(store, held, String(req.params.code), res);
    // Given as stored, also where today's rules no longer replay it.
    if (record) attach(res, 'application/json', fileName(record, 'json'), recordJson(record));
  };
  // The text replays the game for its points: bounded with the replays for the whole process.
  const text: RequestHandler = async (req, res) => {
    const record = await recordOf(store, held, String(req.params.code), res);
    if (!record) return;
    if (!(await budget.take(requestAddress(req)))) return tooBusy(res, budget);
    const checked = checkRecord(record, servedGames().map((s) => s.game));
    if (!checked.ok) {
      log.warn('record not read by today\'s rules', { code: record.code, problem: checked.problem });
      return refuse(res, 410, REFUSAL.OUTDATED_GAME, `this game cannot be written as text by today's rules (${checked.problem}); its record is still given as JSON`);
    }
    // In the reader's language, as the pages are (the page's `lang` cookie, else Accept-Language).
    const lang = pageLanguage(req, res);
    attach(res, 'text/plain; charset=utf-8', fileName(record, 'txt'),
      recordText(checked.record, checked.game, checked.options, recordWords(lang), gameTitle(checked.game.id, lang) ?? checked.game.title));
  };
  return { json, text };
}
