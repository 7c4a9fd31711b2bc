import type { JWK } from "jose";

export interface SigningKeysTable {
  kid: string;
  alg: string;
  public_jwk: JWK;
  /** The private JWK sealed with AES-256-GCM (@mawid/service/key-encryption), or its JSON when wrapping_key_id is null. */
  private_key: string;
  /** The key-encryption key that sealed private_key; null only in development without one. */
  wrapping_key_id: string | null;
  /** Published from created_at, signs from here: verifiers learn a key before they meet its tokens. */
  created_at: Date;
  signs_from: Date;
  /** When its successor starts signing; kept in the JWKS until the tokens it signed have expired. */
  retired_at: Date | null;
}
