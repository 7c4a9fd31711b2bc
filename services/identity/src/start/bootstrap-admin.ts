import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { IdentityDeps } from "../deps.ts";
import { grantBootstrapAdmin } from "../user/grant-admin.ts";

/**
 * BOOTSTRAP_ADMIN_EMAIL becomes admin now if its account exists and is verified; otherwise the
 * verification of that address grants it (user/verify-email).
 */
export async function bootstrapAdmin(deps: Pick<IdentityDeps, "db" | "config">, log: Logger): Promise<void> {
  const email = deps.config.BOOTSTRAP_ADMIN_EMAIL;
  if (!email) return;
  const result = await grantBootstrapAdmin(deps.db, email, {
    occurredAt: new Date(),
    correlationId: randomUUID(),
    causationId: "bootstrap-admin",
  });
  log.info({ email, result }, "bootstrap admin");
}
