// A checked game record (@castle/game's checkRecord or readRecord) as the replay page's data: the
// frames made here with the game's rules, as the server makes them for GET /api/games/<code>/replay
// (the protocol's replayData), and the record's chat and end. No server round trip.
import { CheckedRecord, replayFrames } from '@castle/game';
import { ChatLine, ReplayData, replayData } from '@castle/protocol';

export function recordReplay(checked: Extract<CheckedRecord, { ok: true }>): ReplayData {
  const { record: r, game, options } = checked;
  const chat = (r.chat ?? []).map((l, n): ChatLine => ({ n, moves: l.after, side: 'players', seat: l.seat, name: l.name, text: l.text, at: Date.parse(l.at) }));
  return {
    ...replayData({
      code: r.code, game, options, names: r.seats.map((s) => s.name),
      clocks: r.moves.map((m) => m.clock), control: r.clock, result: r.result, colours: r.colours,
    }, replayFrames(game, options, r.seed, r.seats.length, r.moves.map((m) => m.action))),
    // `abandoned` is a game left unfinished (no record); one ended as abandoned has its result.
    chat, abandoned: false,
  };
}
