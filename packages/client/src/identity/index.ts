// A player's identity without an account, kept in the browser (issue 44; docs/identity.md).
export { IDENTITY_PROBLEM } from './problems';
export type { IdentityProblem, IdentityProblemCode } from './problems';
export { identityName, makeIdentity } from './identity';
export type { Identity, Opened } from './identity';
export { IDENTITY_FORMAT, IDENTITY_VERSION, identityText, readIdentity } from './identity-file';
export type { IdentityFile } from './identity-file';
export { signSeat } from './sign-seat';
export { keepIdentity, keptIdentity } from './keep';
