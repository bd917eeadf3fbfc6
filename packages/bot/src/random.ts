// The search's random numbers, seeded so that a turn searched again (a retry, a review) makes the same
// choices: the generator the rules already have, rather than a second one written here.
export { seededRandom } from '@castle/rules';
