/**
 * Creates each service's database role and schema, and the gateway's, with the administrator's
 * connection, before the services start: the k8s Job `database-roles` and compose's `database-roles`
 * container run it on every deploy (it converges, so running it again is safe).
 *
 *   DATABASE_URL               the administrator (creates roles and schemas); only this process gets it
 *   <SERVICE>_DATABASE_URL     each service's own url (IDENTITY_DATABASE_URL, ...): its role and password
 *   GATEWAY_DATABASE_URL       the gateway's rate-limit schema (optional: replicas sharing counts)
 *   BUS                        "postgres" also lets the services use the postgres bus's log
 */
import { bootstrapDatabaseRoles, gatewaySchema, type SchemaOwner, serviceSchema } from "./database-roles.ts";
import { SERVICES } from "./start-platform.ts";

const env = process.env;
const missing = ["DATABASE_URL", ...SERVICES.map((s) => `${s.name.toUpperCase()}_DATABASE_URL`)].filter(
  (name) => !env[name],
);
if (missing.length > 0) {
  console.error(`database roles: set ${missing.join(", ")}`);
  process.exit(2);
}
const owners: SchemaOwner[] = SERVICES.map((s) =>
  serviceSchema(s.name, env[`${s.name.toUpperCase()}_DATABASE_URL`]!),
);
if (env.GATEWAY_DATABASE_URL) owners.push(gatewaySchema(env.GATEWAY_DATABASE_URL));

try {
  await bootstrapDatabaseRoles(env.DATABASE_URL!, owners, { bus: env.BUS === "postgres" });
  console.log(`database roles ready: ${owners.map((o) => o.schema).join(", ")}`);
} catch (error) {
  console.error("database roles failed:", error instanceof Error ? error.message : error);
  process.exit(1);
}
