/** The secret half of an invitation, kept out of its events and its rebuildable read model. */
export interface InvitationSecretsTable {
  invitation_id: string;
  /** sha256 of the token mailed to the invitee; the token itself is never stored. */
  token_hash: string;
}
