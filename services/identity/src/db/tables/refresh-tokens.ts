export interface RefreshTokensTable {
  /** sha256 of the opaque token in the cookie. */
  token_hash: string;
  session_id: string;
  created_at: Date;
  used_at: Date | null;
  /**
   * Once rotated: the token that replaced it, sealed with a key derived from this token (which only
   * its holder has, the database keeps its hash), so the holder can be given the same one again.
   */
  successor_sealed: string | null;
}
