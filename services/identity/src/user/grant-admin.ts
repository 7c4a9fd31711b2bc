import type { CommandMeta } from "@mawid/eventstore";
import type { Db } from "../db/schema.ts";
import { handleUserCommand } from "./handle.ts";
import { findUserByEmail, type UserRow } from "./read-user.ts";

export type GrantResult = "granted" | "already-admin" | "no-account";

async function grant(db: Db, user: UserRow, meta: CommandMeta): Promise<"granted" | "already-admin"> {
  const { events } = await handleUserCommand(
    db,
    user.id,
    { type: "GrantPlatformRole", role: "admin", at: meta.occurredAt.toISOString() },
    meta,
  );
  return events.length > 0 ? "granted" : "already-admin";
}

/** Platform admin through a command and its event: never a fixed address in code. */
export async function grantPlatformAdmin(db: Db, email: string, meta: CommandMeta): Promise<GrantResult> {
  const user = await findUserByEmail(db, email);
  return user ? grant(db, user, meta) : "no-account";
}

/**
 * BOOTSTRAP_ADMIN_EMAIL's grant: only to an account that has proven it owns the address, or anyone
 * who signed up with it first would be admin. Called at start and when a verification completes.
 */
export async function grantBootstrapAdmin(
  db: Db,
  email: string,
  meta: CommandMeta,
): Promise<GrantResult | "unverified"> {
  const user = await findUserByEmail(db, email);
  if (!user) return "no-account";
  return user.email_verified ? grant(db, user, meta) : "unverified";
}
