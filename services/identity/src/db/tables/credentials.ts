/** Password hashes live outside the event stream so they never reach the bus. */
export interface CredentialsTable {
  user_id: string;
  password_hash: string;
  updated_at: Date;
}
