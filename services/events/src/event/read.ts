import type { Kysely } from "kysely";
import type { TEvent } from "@mawid/contracts/events";
import type { TAccessClaims } from "@mawid/contracts/platform";
import type { EventsDatabase } from "../db/tables.ts";
import { EventNotFoundError } from "../errors.ts";
import { isHostVerified } from "../verification/read.ts";
import type { EventRecord, EventState } from "./state.ts";

export async function findEventState(db: Kysely<EventsDatabase>, id: string): Promise<EventState | null> {
  const row = await db.selectFrom("event_details").select("state").where("id", "=", id).executeTakeFirst();
  return row?.state ?? null;
}

/**
 * Who may see an event: once published (later cancelled or completed too), anyone with the link unless
 * it is private; otherwise, and when private, its organisation's members and platform admins. Others
 * are told it does not exist.
 */
export function canSee(event: EventRecord, claims: TAccessClaims | null): boolean {
  if (event.publishedAt !== null && event.visibility !== "private") return true;
  if (!claims) return false;
  return claims.role === "admin" || claims.orgs[event.organizationId] !== undefined;
}

/** The event's state, for someone allowed to see it. */
export async function visibleEventState(
  db: Kysely<EventsDatabase>,
  id: string,
  claims: TAccessClaims | null,
): Promise<EventState> {
  const state = await findEventState(db, id);
  if (!state?.event || !canSee(state.event, claims)) throw new EventNotFoundError();
  return state;
}

export async function toEvent(db: Kysely<EventsDatabase>, event: EventRecord): Promise<TEvent> {
  return { ...event, hostVerified: await isHostVerified(db, event.organizationId) };
}
