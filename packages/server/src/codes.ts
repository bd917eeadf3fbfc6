// Game codes people can read aloud and type: no 0/O, 1/I/L, 5/S or 8/B to confuse.
import { createHash, randomBytes, randomInt } from 'crypto';

const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY2345679';
export const CODE_LENGTH = 5;
export const CODE_PATTERN = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`);

export function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A fresh code not used by any stored game (running games are stored from their creation). */
export async function freeCode(isTaken: (code: string) => Promise<boolean>): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const code = randomCode();
    if (!(await isTaken(code))) return code;
  }
  throw new Error('no free game code found');
}

/** A secret that is hard to guess: seeds and seat tokens. */
export function secret(): string {
  return randomBytes(18).toString('base64url');
}

/** The order in which arriving players take the seats of a table of `n`, drawn from the game's
 *  secret (its seed in games created before commitments; a hash of it, which tells nothing of it):
 *  the same after a restart. */
export function seatOrderOf(seed: string, n: number): number[] {
  const bytes = createHash('sha256').update(`seat order:${seed}`).digest();
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = bytes[i] % (i + 1); // for a table of 5 at most, a byte modulo 2 to 5 favours no seat by more than 1%
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
