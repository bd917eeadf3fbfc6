// Why an identity cannot be made or opened: a code (the page words it from the catalogues, under
// `identity.problem.<CODE>`, when the page is wired) with its params, and an English sentence for
// people who read the code or a log.

export const IDENTITY_PROBLEM = {
  /** This page has no WebCrypto: it is not a secure context (plain http other than localhost). */
  NO_WEBCRYPTO: 'NO_WEBCRYPTO',
  /** The name chosen cannot be shown (`reason`: the protocol's nameRefusal). */
  BAD_NAME: 'BAD_NAME',
  /** The text is not JSON: damaged or cut short. */
  NOT_JSON: 'NOT_JSON',
  /** JSON, but not an identity file of this site (another site's, another kind of file). */
  NOT_AN_IDENTITY: 'NOT_AN_IDENTITY',
  /** An identity file of a later format than this page reads (`version`). */
  NEWER_VERSION: 'NEWER_VERSION',
  /** A field missing or not of its kind (`field`): the file was damaged or edited. */
  BAD_FIELD: 'BAD_FIELD',
  /** The key is not a P-256 private key whose halves belong together. */
  BAD_KEY: 'BAD_KEY',
  /** The file's id is not its key's: the file was damaged or edited. */
  WRONG_ID: 'WRONG_ID',
} as const;

export type IdentityProblemCode = (typeof IDENTITY_PROBLEM)[keyof typeof IDENTITY_PROBLEM];

export interface IdentityProblem {
  ok: false;
  code: IdentityProblemCode;
  params: Record<string, string | number>;
  problem: string;
}

export const no = (code: IdentityProblemCode, problem: string, params: Record<string, string | number> = {}): IdentityProblem => ({ ok: false, code, params, problem });
