/** The transient half of an OIDC round trip, keyed by the hash of the state sent to the provider. */
export interface OidcStatesTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  expires_at: Date;
}
