/** Where receipts go: each account's address, from identity's UserRegistered. */
export interface KnownUsersTable {
  user_id: string;
  email: string;
}
