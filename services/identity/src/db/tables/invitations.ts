import type { TMemberRole } from "@mawid/contracts/identity";

/** Projected from MemberInvited and InvitationAccepted; the token hash sits in invitation_secrets. */
export interface InvitationsTable {
  id: string;
  organization_id: string;
  email: string;
  role: TMemberRole;
  invited_by: string;
  expires_at: Date;
  accepted_at: Date | null;
}
