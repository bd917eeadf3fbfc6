// Identities without accounts, on the server (issue 44; docs/identity.md): signed seats checked
// against single-use challenges, and a daily limit on identities made per address.
export { IDENTITY_REFUSAL } from './refusals';
export type { IdentityRefusal, IdentityRefusalCode } from './refusals';
export { Challenges, challengeSeconds } from './challenges';
export type { Clock } from './challenges';
export { checkSignedSeat } from './signed-seat';
export type { SeatAsked } from './signed-seat';
export { idOfSpki, readPublicKey } from './public-key';
export { DailyLimit, identitiesPerDay, ratedGamesPerDay } from './daily-limit';
