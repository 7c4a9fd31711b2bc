/** One row per counted attempt, shared by every identity instance through Postgres. */
export interface ThrottleEventsTable {
  key: string;
  occurred_at: Date;
}
