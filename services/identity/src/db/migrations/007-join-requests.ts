import { type Kysely, sql } from "kysely";

// Frozen. Requests to join an organisation's team that its owners and admins have still to answer,
// projected from JoinRequested and JoinRequestAnswered (an answered request's row goes).
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE ${s}.join_requests (
      id uuid PRIMARY KEY,
      organization_id uuid NOT NULL REFERENCES ${s}.organizations (id),
      user_id uuid NOT NULL,
      message text NOT NULL,
      requested_at timestamptz NOT NULL,
      UNIQUE (organization_id, user_id)
    )`.execute(db);
}
