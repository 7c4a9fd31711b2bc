export interface ExternalIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  linked_at: Date;
}
