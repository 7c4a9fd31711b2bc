/** Read model: who follows which organisation, kept by the follow projection. */
export interface FollowsTable {
  user_id: string;
  organization_id: string;
  followed_at: Date;
}
