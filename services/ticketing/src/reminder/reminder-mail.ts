import type { Kysely } from "kysely";
import type { Mail } from "@mawid/service/mail";
import type { TicketingDatabase } from "../db/tables.ts";
import { mailTime } from "../mail/mail-time.ts";

/**
 * The reminder as it is sent: when, where (the venue or the link) and the host's note; null once the
 * event is no longer on or has started (cancelled after the reminder was queued, or a queue that fell
 * behind), so nobody is told to come to what is not happening.
 */
export async function reminderMail(
  db: Kysely<TicketingDatabase>,
  to: string,
  eventId: string,
  now = new Date(),
): Promise<Mail | null> {
  const event = await db
    .selectFrom("known_events")
    .leftJoin("reminders", "reminders.event_id", "known_events.event_id")
    .select([
      "known_events.title",
      "known_events.starts_at",
      "known_events.time_zone",
      "known_events.status",
      "known_events.venue",
      "known_events.online_url",
      "reminders.note",
    ])
    .where("known_events.event_id", "=", eventId)
    .executeTakeFirst();
  if (event?.status !== "published" || event.starts_at <= now) return null;
  const title = event.title || "your event";
  const when = mailTime(event.starts_at, event.time_zone);
  const text = [
    "Assalamu alaikum,",
    "",
    `A reminder: ${title} is on ${when} (${event.time_zone}).`,
    ...(event.venue ? [`Where: ${event.venue.name}, ${event.venue.address}`] : []),
    ...(event.online_url ? [`Online: ${event.online_url}`] : []),
    ...(event.note ? ["", "From the organisers:", event.note] : []),
    "",
    "Your tickets, with the QR code to show at the door, are under My tickets.",
  ].join("\n");
  return { to, subject: `Reminder: ${title}`, text };
}
