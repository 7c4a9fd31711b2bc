import type { JWK } from "jose";

export interface SigningKeysTable {
  kid: string;
  alg: string;
  public_jwk: JWK;
  private_jwk: JWK;
  created_at: Date;
  /** When a newer key replaced it; kept in the JWKS until tokens it signed have expired. */
  retired_at: Date | null;
}
