/** Projected from JoinRequested; its row goes with the JoinRequestAnswered or JoinRequestWithdrawn that closes it. */
export interface JoinRequestsTable {
  id: string;
  organization_id: string;
  user_id: string;
  message: string;
  requested_at: Date;
}
