import type { TRefundPolicy, TRefundPolicyView } from "@mawid/contracts/ticketing";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { EventNotFoundError } from "../errors.ts";

const NO_REFUNDS: TRefundPolicy = { kind: "none" };

/** The event's refund policy and its start: what a buyer's own refund is decided on. */
export async function readRefundTerms(db: Kysely<TicketingDatabase>, eventId: string) {
  const row = await db
    .selectFrom("known_events")
    .leftJoin("refund_policies", "refund_policies.event_id", "known_events.event_id")
    .select(["known_events.starts_at", "refund_policies.policy"])
    .where("known_events.event_id", "=", eventId)
    .executeTakeFirst();
  if (!row) throw new EventNotFoundError();
  return { policy: row.policy ?? NO_REFUNDS, eventStartsAt: row.starts_at.toISOString() };
}

export function toRefundPolicyView(
  eventId: string,
  terms: { policy: TRefundPolicy; eventStartsAt: string },
): TRefundPolicyView {
  const start = Date.parse(terms.eventStartsAt);
  const deadline =
    terms.policy.kind === "full"
      ? new Date(start - terms.policy.hoursBeforeStart * 3_600_000).toISOString()
      : null;
  return { eventId, policy: terms.policy, deadline };
}
