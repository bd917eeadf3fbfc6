// The bot's choices do not change when its code is reorganised: the turns of a fixed set of
// requests (turn-requests.ts) against those its build gave on 2026-11-28, before the search was
// written once for every game (fixtures/turns.json, recorded from main at 177f131).
import { readFileSync } from 'fs';
import { join } from 'path';
import { chooseAs } from '../src';
import { cases } from './turn-requests';

const recorded = JSON.parse(readFileSync(join(__dirname, 'fixtures/turns.json'), 'utf8')) as { name: string; player: string; turn: unknown[] }[];

test('the recorded requests are all still made', () => {
  expect(cases().map((c) => `${c.name}/${c.player}`)).toEqual(recorded.map((r) => `${r.name}/${r.player}`));
});

test.each(cases().map((c, i) => [`${c.name}, ${c.player}`, c, i] as const))('%s: the same turn as recorded', (_name, c, i) => {
  const player = c.player === 'random' || c.player === 'greedy' ? c.player : 'easy'; // a budget given overrides the level
  expect(chooseAs(player, c.request)).toEqual(recorded[i].turn);
});
