// A checked game record (@castle/game's checkRecord or readRecord) as the replay page's data: the
// frames made here with the game's rules, as the server makes them for GET /api/games/<code>/replay
// (the protocol's replayData), and the record's chat and end. No server round trip. The rules check
// the moves and the result; what they do not read (the chat, the clocks, a rematch's colours) is
// checked here, so that a file damaged there is refused in words too, not shown wrong.
import { CheckedRecord, RecordChatLine, RecordProblem, replayFrames } from '@castle/game';
import { ChatLine, ReplayData, replayData, tableEnd } from '@castle/protocol';

type Checked = Extract<CheckedRecord, { ok: true }>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeat = (v: unknown, seats: number) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < seats;

/** What is wrong with the parts the rules do not read (its code and sentence), or null. */
function extrasProblem(r: Checked['record']): [string, string] | null {
  const seats = r.seats.length;
  const line = (l: unknown) => isObject(l) && Number.isInteger(l.after) && (l.after as number) >= 0 && isSeat(l.seat, seats)
    && typeof l.name === 'string' && typeof l.text === 'string' && typeof l.at === 'string';
  if (r.chat !== undefined && !(Array.isArray(r.chat) && r.chat.every(line))) return ['badChat', 'its chat is not a list of lines'];
  const times = (c: unknown) => c === undefined || (Array.isArray(c) && c.length === seats && c.every((ms) => Number.isFinite(ms) && ms >= 0));
  if (!r.moves.every((m) => times(m.clock))) return ['badClocks', 'its clocks do not give a time for each seat'];
  const colours = r.colours as unknown;
  if (colours !== undefined && !(Array.isArray(colours) && colours.length === seats && [...colours].sort((a, b) => a - b).every((c, i) => c === i))) return ['badColours', 'its colours are not one for each seat'];
  return null;
}

/** The replay of a checked record, or what is wrong with it besides its moves. */
export function recordReplay(checked: Checked): { ok: true; data: ReplayData } | RecordProblem {
  const { record: r, game, options } = checked;
  const problem = extrasProblem(r);
  if (problem) return { ok: false, code: problem[0], params: {}, problem: `this record is damaged: ${problem[1]}` };
  const chat = (r.chat ?? []).map((l: RecordChatLine, n): ChatLine => ({ n, moves: l.after, side: 'players', seat: l.seat, name: l.name, text: l.text, at: Date.parse(l.at) }));
  const data = {
    ...replayData({
      code: r.code, game, options, names: r.seats.map((s) => s.name),
      clocks: r.moves.map((m) => m.clock), control: r.clock, result: r.result, colours: r.colours,
    }, replayFrames(game, options, r.seed, r.seats.length, r.moves.map((m) => m.action))),
    chat, abandoned: false,
  };
  // A game closed for good because nobody played it shows as GET /replay shows it: abandoned, no result.
  if (tableEnd(r.result)?.end === 'expired') Object.assign(data, { abandoned: true, over: false, result: null });
  return { ok: true, data };
}
