// A record's text in the reader's language: @castle/game's RecordWords from the server's catalogues.
import type { RecordWords } from '@castle/game';
import { listOf, words } from './page-words';

export function recordWords(lang: string): RecordWords {
  return {
    title: (game, code) => words(lang, 'record.title', { game, code }),
    options: (options) => words(lang, 'record.options', { options }),
    seats: (seats) => words(lang, 'record.seats', {
      // Two spaces between seats: the text's own layout, in every language.
      seats: seats.map((s, i) => (s.name === null ? words(lang, 'record.seat.free', { n: i + 1 })
        : s.computer ? words(lang, 'record.seat.computer', { n: i + 1, name: s.name, level: s.computer })
          : words(lang, 'record.seat', { n: i + 1, name: s.name }))).join('  '),
    }),
    unnamed: (seat) => words(lang, 'record.seat.unnamed', { n: seat + 1 }),
    times: (startedAt, finishedAt) => words(lang, 'record.times', { startedAt, finishedAt }),
    ended: (end, scores, winners) => words(lang, 'record.ended', { end, scores: scores.join(' – '), count: winners.length, winners: listOf(lang, winners) }),
    left: (name, how, after) => words(lang, 'record.left', { name, how, after }),
  };
}
