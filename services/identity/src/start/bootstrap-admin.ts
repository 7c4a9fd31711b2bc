import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { IdentityDeps } from "../deps.ts";
import { grantPlatformAdmin } from "../user/grant-admin.ts";

/** BOOTSTRAP_ADMIN_EMAIL becomes admin now if the account exists; sign-up grants it otherwise. */
export async function bootstrapAdmin(deps: Pick<IdentityDeps, "db" | "config">, log: Logger): Promise<void> {
  const email = deps.config.BOOTSTRAP_ADMIN_EMAIL;
  if (!email) return;
  const now = new Date();
  const result = await grantPlatformAdmin(deps.db, email, {
    occurredAt: now,
    correlationId: randomUUID(),
    causationId: "bootstrap-admin",
  });
  log.info({ email, result }, "bootstrap admin");
}
