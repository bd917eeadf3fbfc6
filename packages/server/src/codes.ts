// Game codes people can read aloud and type: no 0/O, 1/I/L, 5/S or 8/B to confuse.
import { randomBytes, randomInt } from 'crypto';

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
