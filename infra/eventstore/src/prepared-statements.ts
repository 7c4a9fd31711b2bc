import { createHash } from "node:crypto";
import type pg from "pg";

/**
 * SQL texts that run as named prepared statements: PostgreSQL parses and plans them once per
 * connection instead of on every call. Kysely sends every query unnamed, so the pool's clients are
 * taught (usePreparedStatements) to name the texts registered here. Only fixed texts belong here;
 * the name is a hash of the text, so a changed statement (say, a new function signature) is a new
 * statement and never meets a plan prepared for the old one.
 */
const NAMES = new Map<string, string>();

/** Registers `text` as a prepared statement and returns it unchanged, to pass to Kysely. */
function preparedStatement(text: string): string {
  if (!NAMES.has(text)) {
    NAMES.set(text, `mawid_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`);
  }
  return text;
}

const SCHEMA_TEXTS = new Map<string, string>();

/**
 * A registered text for one service schema, built once per (statement, schema): `build` gets the
 * schema as a quoted identifier.
 */
export function schemaStatement(statement: string, schema: string, build: (s: string) => string): string {
  const key = `${statement}\u0000${schema}`;
  let text = SCHEMA_TEXTS.get(key);
  if (text === undefined) {
    text = preparedStatement(build(`"${schema.replaceAll('"', '""')}"`));
    SCHEMA_TEXTS.set(key, text);
  }
  return text;
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** For pg.Pool's "connect" event: this client runs registered texts as named statements. */
export function usePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (config, values, callback) => {
    const name = typeof config === "string" ? NAMES.get(config) : undefined;
    if (name === undefined) return query(config, values, callback);
    return query({ name, text: config, values }, callback);
  };
}
