import { randomUUID } from "node:crypto";
import { REMINDER_HOURS } from "@mawid/contracts/ticketing";
import { ConcurrencyError } from "@mawid/eventstore";
import { type Kysely, sql } from "kysely";
import { type DuePassOptions, passOverDue } from "@mawid/service";
import { attendeeAddresses } from "../attendee-mail/recipients.ts";
import type { TicketingDatabase } from "../db/tables.ts";
import { queueMails } from "../mail/queue.ts";
import { DEFAULT_REMINDER } from "./decider.ts";
import { handleReminderCommand } from "./handle.ts";

/** Events read at a time. */
const BATCH = 50;
const EVERYONE = { sections: [], ticketTypeIds: [] };

/**
 * Reminds the ticket holders of every published event whose reminder is due and that has not started:
 * one mail per holder's address, queued in the transaction that records the reminder as sent, so a
 * reminder goes once and whole. Every instance may run it; the stream's version check lets one of two
 * racing instances send. An event announced after its due time is reminded at once, before its start.
 */
export function sendDueReminders(
  db: Kysely<TicketingDatabase>,
  now: Date,
  options: DuePassOptions = {},
): Promise<number> {
  const at = now.toISOString();
  const weekAhead = new Date(now.getTime() + REMINDER_HOURS.max * 3_600_000);
  return passOverDue(
    {
      batch: BATCH,
      due: (limit) =>
        db
          .selectFrom("known_events as e")
          .leftJoin("reminders as r", "r.event_id", "e.event_id")
          .select(["e.event_id", "e.organization_id", "e.starts_at"])
          .where("e.status", "=", "published")
          .where("e.starts_at", ">", now)
          .where("e.starts_at", "<=", weekAhead)
          .where("r.sent_at", "is", null)
          .where(sql<boolean>`coalesce(r.enabled, ${DEFAULT_REMINDER.enabled})`)
          .where(
            sql<boolean>`e.starts_at - make_interval(hours => coalesce(r.hours_before, ${DEFAULT_REMINDER.hoursBefore})) <= ${now}`,
          )
          .orderBy("e.starts_at")
          .limit(limit)
          .execute(),
      moveOn: async (event) => {
        const handled = await db.transaction().execute(async (trx) => {
          const to = await attendeeAddresses(trx, event.event_id, EVERYONE);
          return handleReminderCommand(
            trx,
            event.event_id,
            {
              type: "SendReminder",
              eventId: event.event_id,
              organizationId: event.organization_id,
              startsAt: event.starts_at.toISOString(),
              recipients: to.length,
              at,
            },
            { occurredAt: now, correlationId: randomUUID() },
            // the mails commit with the reminder's event, in this transaction, or not at all
            async (_tx, { events }) => {
              if (events.length === 0) return;
              const mails = to.map((recipient) => ({
                kind: "event-reminder" as const,
                recipient,
                payload: { eventId: event.event_id },
              }));
              await queueMails(trx, mails, now);
            },
          );
        });
        return handled.events.length > 0;
      },
      // another instance sent it in the moment between
      lost: (error) => error instanceof ConcurrencyError,
      failed: "event reminders failed to send",
    },
    options,
  );
}
