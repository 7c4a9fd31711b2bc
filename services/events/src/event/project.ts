import type { Transaction } from "kysely";
import { eventsDb } from "../db/tables.ts";
import type { EventEvent } from "./decider.ts";
import { type EventState, evolveEvent, initialEventState } from "./state.ts";

/**
 * event_details, in the append's transaction: each event's row holds the state its events fold to,
 * so the row is rebuilt from the events alone.
 */
export async function projectEventDetails(
  trx: Transaction<unknown>,
  events: readonly EventEvent[],
): Promise<void> {
  const db = eventsDb(trx);
  const states = new Map<string, EventState>();
  for (const event of events) {
    const id = event.data.eventId;
    let state = states.get(id);
    if (!state) {
      const row = await db
        .selectFrom("event_details")
        .select("state")
        .where("id", "=", id)
        .executeTakeFirst();
      state = row?.state ?? initialEventState;
    }
    states.set(id, evolveEvent(state, event));
  }
  for (const [id, state] of states) {
    const e = state.event;
    if (!e) continue;
    const row = {
      organization_id: e.organizationId,
      status: e.status,
      starts_at: new Date(e.startsAt),
      ends_at: new Date(e.endsAt),
      publish_at: e.publishAt === null ? null : new Date(e.publishAt),
      submitted_at: e.submittedAt === null ? null : new Date(e.submittedAt),
      series_id: e.seriesId,
      state: JSON.stringify(state) as never,
    };
    await db
      .insertInto("event_details")
      .values({ id, ...row })
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  }
}
