import type { CommandMeta } from "@mawid/eventstore";
import type { Db } from "../db/schema.ts";
import { handleUserCommand } from "./handle.ts";
import { findUserByEmail } from "./read-user.ts";

export type GrantResult = "granted" | "already-admin" | "no-account";

/** Platform admin through a command and its event: never a fixed address in code. */
export async function grantPlatformAdmin(db: Db, email: string, meta: CommandMeta): Promise<GrantResult> {
  const user = await findUserByEmail(db, email);
  if (!user) return "no-account";
  const { events } = await handleUserCommand(
    db,
    user.id,
    { type: "GrantPlatformRole", role: "admin", at: meta.occurredAt.toISOString() },
    meta,
  );
  return events.length > 0 ? "granted" : "already-admin";
}
