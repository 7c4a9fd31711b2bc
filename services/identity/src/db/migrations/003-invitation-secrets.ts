import { type Kysely, sql } from "kysely";

// Frozen. Invitations become a read model that MemberInvited rebuilds; the token hash, which no event
// carries, moves to a table of its own keyed by the invitation.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE ${s}.invitation_secrets (
      invitation_id uuid PRIMARY KEY,
      token_hash text NOT NULL UNIQUE
    );
    INSERT INTO ${s}.invitation_secrets (invitation_id, token_hash) SELECT id, token_hash FROM ${s}.invitations;
    ALTER TABLE ${s}.invitations DROP COLUMN token_hash;
  `.execute(db);
}
