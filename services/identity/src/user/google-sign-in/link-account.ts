import { randomUUID } from "node:crypto";
import type { CommandMeta } from "@mawid/eventstore";
import { typed } from "../../db/schema.ts";
import type { IdentityDeps } from "../../deps.ts";
import { revokeAllSessions } from "../../session/sessions.ts";
import { grantBootstrapAdmin } from "../grant-admin.ts";
import { handleUserCommand } from "../handle.ts";
import { findUserByEmail } from "../read-user.ts";

export interface ProviderIdentity {
  provider: string;
  subject: string;
  /** Verified by the provider, lower case. */
  email: string;
  name: string | null;
}

/**
 * The account for a provider identity: the one already linked, else the account with the same
 * (provider-verified) email, else a new one.
 */
export async function accountForIdentity(
  deps: IdentityDeps,
  identity: ProviderIdentity,
  meta: CommandMeta,
): Promise<string> {
  const at = meta.occurredAt.toISOString();
  const linked = await deps.db
    .selectFrom("external_identities")
    .select("user_id")
    .where("provider", "=", identity.provider)
    .where("subject", "=", identity.subject)
    .executeTakeFirst();
  if (linked) return linked.user_id;
  const existing = await findUserByEmail(deps.db, identity.email);
  if (existing) {
    await handleUserCommand(
      deps.db,
      existing.id,
      {
        type: "LinkExternalIdentity",
        provider: identity.provider,
        subject: identity.subject,
        verifiedEmail: identity.email,
        at,
      },
      meta,
      async (trx, { events }) => {
        // Whoever registered this unverified address with a password never proved they own it:
        // that password and its sessions stop working now that the real owner has arrived.
        if (!events.some((e) => e.type === "EmailVerified")) return;
        const db = typed(trx);
        await db.deleteFrom("credentials").where("user_id", "=", existing.id).execute();
        await revokeAllSessions(db, existing.id, meta.occurredAt);
      },
    );
    if (identity.email === deps.config.BOOTSTRAP_ADMIN_EMAIL)
      await grantBootstrapAdmin(deps.db, identity.email, meta);
    return existing.id;
  }
  const userId = randomUUID();
  await handleUserCommand(
    deps.db,
    userId,
    {
      type: "RegisterUser",
      userId,
      email: identity.email,
      displayName: (identity.name ?? identity.email.split("@")[0] ?? "Member").slice(0, 50),
      method: "google",
      emailVerified: true,
      grantAdmin: identity.email === deps.config.BOOTSTRAP_ADMIN_EMAIL,
      external: { provider: identity.provider, subject: identity.subject },
      at,
    },
    meta,
  );
  return userId;
}
