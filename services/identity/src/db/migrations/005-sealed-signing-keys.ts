import { type Kysely, sql } from "kysely";

// Frozen. A signing key's private half is kept sealed (wrapping_key_id names the key-encryption key;
// null while it is still plaintext, which identity reseals at its next start when it has a key), and
// each key has the moment it starts signing, so a successor can be published before it is used.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    ALTER TABLE ${s}.signing_keys
      ADD COLUMN private_key text,
      ADD COLUMN wrapping_key_id text,
      ADD COLUMN signs_from timestamptz;
    UPDATE ${s}.signing_keys SET private_key = private_jwk::text, signs_from = created_at;
    ALTER TABLE ${s}.signing_keys
      ALTER COLUMN private_key SET NOT NULL,
      ALTER COLUMN signs_from SET NOT NULL,
      DROP COLUMN private_jwk;
  `.execute(db);
}
