export interface RefreshTokensTable {
  /** sha256 of the opaque token in the cookie. */
  token_hash: string;
  session_id: string;
  created_at: Date;
  used_at: Date | null;
}
