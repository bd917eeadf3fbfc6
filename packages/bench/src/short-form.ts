// The bench's short form: `npm run bench -- --short` (what .ci/run passes) or CI set. Every section
// and every figure, from fewer games, opens and seconds, so that CI learns in a few minutes that the
// bench still runs; the figures to compare are the full form's, run by hand. A knob set in the
// environment (GAMES, FLOOD_SECONDS, …) wins over either form's default.
import { ciIsSet } from '@castle/test-kit';

export const isShortForm = (): boolean => process.argv.includes('--short') || ciIsSet();

/** The full form's default, or the short form's. */
export const fullOrShort = <T>(full: T, short: T): T => (isShortForm() ? short : full);
