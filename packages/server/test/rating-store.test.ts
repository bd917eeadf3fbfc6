// The ratings' store contract (rating-contract.ts), run against every store of stores.ts: a store that
// needs a program from outside npm runs when it is installed (needs.ts).
import { keepsRatings } from './rating-contract';
import { needs } from './needs';
import { STORES } from './stores';

for (const kind of STORES) (kind.needs ? needs(kind.needs).describe : describe)(kind.name, () => keepsRatings(kind));
