import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANIZATION_ID,
  DEMO_ORGANIZATION_NAME,
  DEMO_PASSWORD,
} from "@mawid/contracts/identity";
import { ConcurrencyError, type CommandMeta } from "@mawid/eventstore";
import { ConflictError } from "@mawid/service";
import { typed } from "../db/schema.ts";
import type { IdentityDeps } from "../deps.ts";
import type { Actor } from "../organization/decider.ts";
import { handleOrganizationCommand } from "../organization/handle.ts";
import { isUniqueViolation } from "../shared/pg-errors.ts";
import { hashPassword } from "../shared/secrets.ts";
import { handleUserCommand } from "../user/handle.ts";

const SYSTEM: Actor = { userId: "00000000-0000-0000-0000-000000000000", platformAdmin: true };

/** Several instances may start together: whoever loses the race to create a fixed id finds it done. */
async function unlessDone(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (error instanceof ConflictError || error instanceof ConcurrencyError || isUniqueViolation(error))
      return;
    throw error;
  }
}

/** MAWID_DEMO_DATA=1: demo accounts and a masjid, created once through the same commands as real ones. */
export async function seedDemoData(deps: Pick<IdentityDeps, "db">, log: Logger): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  const meta = (): CommandMeta => ({
    occurredAt: now,
    correlationId: randomUUID(),
    causationId: "demo-data",
  });
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
    const exists = await deps.db
      .selectFrom("users")
      .select("id")
      .where("id", "=", account.id)
      .executeTakeFirst();
    if (exists) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await unlessDone(() =>
      handleUserCommand(
        deps.db,
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
        async (trx) => {
          await typed(trx)
            .insertInto("credentials")
            .values({ user_id: account.id, password_hash: passwordHash, updated_at: now })
            .execute();
        },
      ),
    );
  }
  const id = DEMO_ORGANIZATION_ID;
  const host: Actor = { userId: DEMO_ACCOUNTS.host.id, platformAdmin: false };
  await unlessDone(() =>
    handleOrganizationCommand(
      deps.db,
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
    ),
  );
  // Both are no-ops once done.
  await handleOrganizationCommand(
    deps.db,
    id,
    { type: "ChangeTier", actor: SYSTEM, tier: "masjid", at },
    meta(),
  );
  await handleOrganizationCommand(deps.db, id, { type: "VerifyOrganization", actor: SYSTEM, at }, meta());
  log.info(
    { accounts: Object.values(DEMO_ACCOUNTS).map((a) => a.email), password: DEMO_PASSWORD },
    "demo data ready (public demo credentials, local use only)",
  );
}
