// A game against the computer, as its creator asks for it: `opponent: 'computer'`, the `level`
// (easy, medium, normal, hard), how many seats the computer takes (`computers`: all but the creator's by
// default; at least one seat stays a person's) and who starts (`first`: 'me', 'computer' or
// 'random', the default). Checked here, in words; the seats it takes are decided from the game's secret (the seed comes later: contributions.ts).
import { LEVELS, Level, SEARCHERS } from '@castle/bot';
import { seatOrderOf } from './codes';

export interface ComputerChoice {
  level: Level;
  /** Seats the computer plays. */
  count: number;
  first: 'me' | 'computer' | 'random';
}

export class ComputerRefused extends Error {}

const FIRSTS = ['me', 'computer', 'random'] as const;

/** The computer's part of a create of `game` (its id and title), or null for a game between people;
 *  throws ComputerRefused. */
export function parseComputer(o: Record<string, unknown>, seats: number, game: { id: string; title: string }): ComputerChoice | null {
  const { opponent, level = 'normal', computers = seats - 1, first = 'random' } = o;
  if (opponent === undefined) {
    if (o.level !== undefined || o.computers !== undefined || o.first !== undefined) throw new ComputerRefused('level, computers and first go with opponent: "computer"');
    return null;
  }
  if (opponent !== 'computer') throw new ComputerRefused('opponent must be "computer" (or left out for a game between people)');
  // A game's searcher is optional (@castle/bot's SEARCHERS): one without is played by people only.
  if (!Object.hasOwn(SEARCHERS, game.id)) throw new ComputerRefused(`the computer does not play ${game.title}: play it with people`);
  if (!LEVELS.includes(level as Level)) throw new ComputerRefused(`level must be ${LEVELS.join(', ')}`);
  if (!Number.isInteger(computers) || (computers as number) < 1 || (computers as number) > seats - 1) {
    throw new ComputerRefused(`computers must be a whole number from 1 to ${seats - 1}: at least one seat is a person's`);
  }
  if (!FIRSTS.includes(first as ComputerChoice['first'])) throw new ComputerRefused(`first must be ${FIRSTS.join(', ')}`);
  return { level: level as Level, count: computers as number, first: first as ComputerChoice['first'] };
}

/** The seats the computer plays (seat 0 starts): after the people's when 'me' starts, before
 *  them when the computer does, else drawn from the game's secret. */
export function computerSeats(c: ComputerChoice, seats: number, seed: string): number[] {
  const all = Array.from({ length: seats }, (_, i) => i);
  const order = c.first === 'me' ? all : c.first === 'computer' ? all.slice().reverse() : seatOrderOf(`computer:${seed}`, seats);
  return order.slice(seats - c.count).sort((a, b) => a - b);
}

/** The name a computer seat shows. */
export const computerName = (level: Level, index: number, count: number): string => `Computer${count > 1 ? ` ${index + 1}` : ''} (${level})`;
