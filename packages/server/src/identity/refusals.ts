// Why a signed seat or a new identity is refused: the protocol's codes (among REFUSAL), with the
// English sentence and params the server gives with each.
import { IDENTITY_REFUSAL } from '@castle/protocol';

export { IDENTITY_REFUSAL };

export type IdentityRefusalCode = (typeof IDENTITY_REFUSAL)[keyof typeof IDENTITY_REFUSAL];

export interface IdentityRefusal {
  ok: false;
  code: IdentityRefusalCode;
  params: Record<string, string | number>;
  message: string;
}

export const refused = (code: IdentityRefusalCode, message: string, params: Record<string, string | number> = {}): IdentityRefusal => ({ ok: false, code, params, message });
