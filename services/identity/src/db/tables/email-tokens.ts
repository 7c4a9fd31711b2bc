export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: "verify-email" | "reset-password";
  /** The address the link was sent to: a verification proves that address only. */
  email: string;
  expires_at: Date;
  used_at: Date | null;
}
