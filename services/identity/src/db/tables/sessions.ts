/** A session is one refresh-token family: every rotation stays in it, and reuse revokes all of it. */
export interface SessionsTable {
  id: string;
  user_id: string;
  user_agent: string | null;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}
