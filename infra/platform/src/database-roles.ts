import { randomBytes } from "node:crypto";
import { inboxMigrations, migrateBus } from "@mawid/bus";
import { createDatabase, eventStoreMigrations, type Migration, runMigrations } from "@mawid/eventstore";
import { type Kysely, sql } from "kysely";

/**
 * A login role that owns one schema and nothing else: each service's, and the gateway's rate-limit
 * schema. Its process connects with `url` and cannot read or write another role's schema.
 */
export interface SchemaOwner {
  schema: string;
  /** The role's own connection string: its user name is the role, its password the role's. */
  url: string;
  /**
   * The platform's migrations every such schema holds (event store, inbox), run here with the
   * administrator's rights: the first creates the schema, which a role without CREATE on the
   * database may not do even when the schema exists. The process runs its own migrations itself.
   */
  platformMigrations: readonly Migration[];
  /** Reads and writes the postgres bus's shared log when the platform runs that bus. */
  usesBus: boolean;
}

/** A service's schema, named after it, with the event store and inbox every service has. */
export const serviceSchema = (name: string, url: string): SchemaOwner => ({
  schema: name,
  url,
  platformMigrations: [...eventStoreMigrations, ...inboxMigrations],
  usesBus: true,
});

/** The gateway's rate-limit counts (gateway/src/db): its ledger only, the gateway migrates the rest. */
export const gatewaySchema = (url: string): SchemaOwner => ({
  schema: "gateway",
  url,
  platformMigrations: [],
  usesBus: false,
});

/**
 * Run with the administrator's connection before the processes start (the launcher on one machine,
 * a Job in k8s, a one-shot container in compose): creates each owner's role, or sets its password
 * to the one in its url, creates its schema with the platform's migrations and hands the role every
 * object in it (schemas made before roles existed are adopted the same way), and lets the roles use
 * the postgres bus's log when `bus` is set. Safe to run again: it converges, it never drops.
 */
export async function bootstrapDatabaseRoles(
  adminUrl: string,
  owners: readonly SchemaOwner[],
  options: { bus: boolean },
): Promise<void> {
  const roles = owners.map((o) => roleOf(o.url));
  const twice = roles.find((r, i) => roles.findIndex((other) => other.name === r.name) !== i);
  if (twice) throw new Error(`database role ${twice.name} is given for two schemas`);
  const db = createDatabase({ url: adminUrl, max: 1, applicationName: "mawid-database-roles" });
  try {
    const admin = await sql<{ name: string; superuser: boolean }>`
      SELECT current_user AS name, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`.execute(
      db,
    );
    const me = admin.rows[0]!;
    if (options.bus) await migrateBus(db);
    for (const [i, owner] of owners.entries()) {
      const role = roles[i]!;
      if (role.name === me.name)
        throw new Error(`the ${owner.schema} schema's role must not be the administrator`);
      await ensureRole(db, role, me.superuser);
      await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(owner.schema)} AUTHORIZATION ${sql.id(role.name)}`.execute(
        db,
      );
      await runMigrations(db, owner.schema, owner.platformMigrations);
      await handOver(db, owner.schema, role.name);
      if (options.bus && owner.usesBus) await grantBus(db, role.name);
    }
  } finally {
    await db.destroy();
  }
}

interface Role {
  name: string;
  password: string;
}

function roleOf(url: string): Role {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  if (!name || !password) throw new Error("a schema owner's database url names its role and password");
  return { name, password };
}

/**
 * A login role with no rights of its own beyond its schema. An administrator that is not a superuser
 * (managed PostgreSQL) must be a member of the role to give it the objects it created.
 */
async function ensureRole(db: Kysely<unknown>, role: Role, adminIsSuperuser: boolean): Promise<void> {
  const exists = await sql`SELECT FROM pg_roles WHERE rolname = ${role.name}`.execute(db);
  const verb = exists.rows.length > 0 ? sql`ALTER` : sql`CREATE`;
  await sql`
    ${verb} ROLE ${sql.id(role.name)} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
    PASSWORD ${sql.lit(role.password)}`.execute(db);
  if (!adminIsSuperuser) await sql`GRANT ${sql.id(role.name)} TO CURRENT_USER`.execute(db);
}

/**
 * Every table, view, sequence and function in the schema that the role does not own becomes its own
 * (a sequence that belongs to a column moves with its table). Nobody else is granted anything in it.
 */
async function handOver(db: Kysely<unknown>, schema: string, role: string): Promise<void> {
  await sql`ALTER SCHEMA ${sql.id(schema)} OWNER TO ${sql.id(role)}`.execute(db);
  await sql`REVOKE ALL ON SCHEMA ${sql.id(schema)} FROM PUBLIC`.execute(db);
  const { rows } = await sql<{ statement: string }>`
    SELECT format('ALTER %s %I.%I OWNER TO %I',
      CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END,
      n.nspname, c.relname, ${role}::text) AS statement
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
      AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = ${role})
      AND NOT EXISTS (
        SELECT FROM pg_depend d
        WHERE c.relkind = 'S' AND d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))
    UNION ALL
    SELECT format('ALTER ROUTINE %I.%I(%s) OWNER TO %I',
      n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), ${role}::text)
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = ${schema} AND p.proowner <> (SELECT oid FROM pg_roles WHERE rolname = ${role})`.execute(
    db,
  );
  for (const { statement } of rows) await sql.raw(statement).execute(db);
}

/**
 * The postgres bus's log is shared by every service: each appends to it, reads it, keeps its groups'
 * checkpoints and prunes what every group has read. Its schema stays the administrator's, so no
 * service can change its tables.
 */
async function grantBus(db: Kysely<unknown>, role: string): Promise<void> {
  const r = sql.id(role);
  await sql`GRANT USAGE ON SCHEMA bus TO ${r}`.execute(db);
  await sql`GRANT SELECT ON bus.migrations TO ${r}`.execute(db);
  await sql`GRANT SELECT, INSERT, DELETE ON bus.messages TO ${r}`.execute(db);
  await sql`GRANT SELECT, INSERT, UPDATE ON bus.checkpoints TO ${r}`.execute(db);
  await sql`GRANT USAGE ON ALL SEQUENCES IN SCHEMA bus TO ${r}`.execute(db);
}

/**
 * On one machine the launcher is the administrator: each service gets the role `<database>_<service>`
 * with a fresh random password every start, given only to that service's process.
 */
export function oneMachineRoleUrl(adminUrl: string, service: string): string {
  const url = new URL(adminUrl);
  const database = decodeURIComponent(url.pathname.slice(1));
  url.username = encodeURIComponent(`${database}_${service}`);
  url.password = randomBytes(18).toString("base64url");
  return url.toString();
}
