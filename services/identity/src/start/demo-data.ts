import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Logger } from "pino";
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION_ID, DEMO_ORGANIZATION_NAME, DEMO_PASSWORD } from "@mawid/contracts";
import type { CommandMeta } from "@mawid/eventstore";
import { typed } from "../db/schema.ts";
import type { IdentityDeps } from "../deps.ts";
import type { Actor } from "../organization/decider.ts";
import { handleOrganizationCommand } from "../organization/handle.ts";
import { hashPassword } from "../shared/secrets.ts";
import { handleUserCommand } from "../user/handle.ts";

const SYSTEM: Actor = { userId: "00000000-0000-0000-0000-000000000000", platformAdmin: true };

/** MAWID_DEMO_DATA=1: demo accounts and a masjid, created once through the same commands as real ones. */
export async function seedDemoData(deps: Pick<IdentityDeps, "raw" | "db">, log: Logger): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  const meta = (): CommandMeta => ({
    occurredAt: now,
    correlationId: randomUUID(),
    causationId: "demo-data",
  });
  await deps.raw.transaction().execute(async (trx) => {
    // Several instances may start together; one seeds, the others find it done.
    await sql`SELECT pg_advisory_xact_lock(hashtext('identity:demo-data'))`.execute(trx);
    const db = typed(trx);
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
      const exists = await db
        .selectFrom("users")
        .select("id")
        .where("email", "=", account.email)
        .executeTakeFirst();
      if (exists) continue;
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await handleUserCommand(
        trx,
        account.id,
        {
          type: "RegisterUser",
          userId: account.id,
          email: account.email,
          displayName: account.displayName,
          method: "password",
          emailVerified: true,
          grantAdmin: key === "admin",
          at,
        },
        meta(),
        async (inner) => {
          await typed(inner)
            .insertInto("credentials")
            .values({ user_id: account.id, password_hash: passwordHash, updated_at: now })
            .execute();
        },
      );
    }
    const org = await db
      .selectFrom("organizations")
      .select("id")
      .where("id", "=", DEMO_ORGANIZATION_ID)
      .executeTakeFirst();
    if (!org) {
      const id = DEMO_ORGANIZATION_ID;
      const host: Actor = { userId: DEMO_ACCOUNTS.host.id, platformAdmin: false };
      await handleOrganizationCommand(
        trx,
        id,
        {
          type: "CreateOrganization",
          organizationId: id,
          actor: host,
          at,
          name: DEMO_ORGANIZATION_NAME,
          kind: "masjid",
          city: "London",
          country: "GB",
        },
        meta(),
      );
      await handleOrganizationCommand(
        trx,
        id,
        { type: "ChangeTier", actor: SYSTEM, tier: "masjid", at },
        meta(),
      );
      await handleOrganizationCommand(trx, id, { type: "VerifyOrganization", actor: SYSTEM, at }, meta());
    }
  });
  log.info(
    { accounts: Object.values(DEMO_ACCOUNTS).map((a) => a.email), password: DEMO_PASSWORD },
    "demo data ready (public demo credentials, local use only)",
  );
}
