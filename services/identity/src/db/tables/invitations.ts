import type { TMemberRole } from "@mawid/contracts/identity";

export interface InvitationsTable {
  id: string;
  organization_id: string;
  email: string;
  role: TMemberRole;
  /** sha256 of the token mailed to the invitee; the token itself is never stored. */
  token_hash: string;
  invited_by: string;
  expires_at: Date;
  accepted_at: Date | null;
}
