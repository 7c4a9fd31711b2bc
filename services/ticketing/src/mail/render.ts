import type { Kysely } from "kysely";
import QRCode from "qrcode";
import type { TicketingDatabase } from "../db/tables.ts";
import type { MailKind } from "../db/tables/refunds-and-mail.ts";
import type { Mail } from "@mawid/service/mail";
import { reminderMail } from "../reminder/reminder-mail.ts";
import { mailTime as when } from "./mail-time.ts";
import { waitlistOfferMail } from "../waitlist/offer-mail.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function eventOf(db: Kysely<TicketingDatabase>, eventId: string) {
  return db
    .selectFrom("known_events")
    .select(["title", "starts_at", "time_zone"])
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
}

/**
 * The order's valid tickets (one of them when a host resends it to its holder), each QR code an inline
 * PNG image a door scanner reads off the phone.
 */
async function ticketsMail(
  db: Kysely<TicketingDatabase>,
  to: string,
  orderId: string,
  ticketId?: string,
): Promise<Mail | null> {
  let query = db
    .selectFrom("tickets")
    .innerJoin("ticket_secrets", "ticket_secrets.ticket_id", "tickets.ticket_id")
    .select([
      "tickets.ticket_id",
      "tickets.event_id",
      "tickets.attendee_name",
      "tickets.section",
      "tickets.entrance",
      "ticket_secrets.secret",
    ])
    .where("tickets.order_id", "=", orderId)
    .where("tickets.status", "=", "valid")
    .orderBy("tickets.issued_at")
    .orderBy("tickets.ticket_id");
  if (ticketId) query = query.where("tickets.ticket_id", "=", ticketId);
  const tickets = await query.execute();
  if (tickets.length === 0) return null;
  const event = await eventOf(db, tickets[0]!.event_id);
  const title = event.title || "your event";
  const start = when(event.starts_at, event.time_zone);
  const attachments = await Promise.all(
    tickets.map(async (t) => ({
      filename: `ticket-${t.ticket_id}.png`,
      content: await QRCode.toBuffer(t.secret, { errorCorrectionLevel: "M", margin: 4, width: 320 }),
      cid: `qr-${t.ticket_id}@mawid`,
      contentType: "image/png",
    })),
  );
  const text = [
    `Your tickets for ${title}, ${start}.`,
    "",
    ...tickets.map(
      (t) =>
        `${t.attendee_name}: ${t.section} section, ${t.entrance || "main entrance"}. Ticket ${t.ticket_id}`,
    ),
    "",
    "Show the QR code of each ticket at the door. Your tickets are also under My tickets.",
  ].join("\n");
  const html = [
    `<p>Your tickets for <strong>${escapeHtml(title)}</strong>, ${escapeHtml(start)}.</p>`,
    ...tickets.map(
      (t) =>
        `<h2>${escapeHtml(t.attendee_name)}</h2><p>${escapeHtml(t.section)} section, ${escapeHtml(t.entrance || "main entrance")}</p>` +
        `<img src="cid:qr-${t.ticket_id}@mawid" width="320" height="320" alt="QR code of ticket ${t.ticket_id}">`,
    ),
    "<p>Show the QR code of each ticket at the door. Your tickets are also under My tickets.</p>",
  ].join("\n");
  return { to, subject: `Your tickets: ${title}`, text, html, attachments };
}

async function cancelledMail(
  db: Kysely<TicketingDatabase>,
  to: string,
  eventId: string,
  reason: string,
): Promise<Mail> {
  const event = await eventOf(db, eventId);
  const title = event.title || "An event you have tickets for";
  const text = [
    `${title} on ${when(event.starts_at, event.time_zone)} has been cancelled by its host.`,
    reason ? `The host's reason: ${reason}` : "",
    "",
    "Your tickets are no longer valid. Paid orders are refunded in full to the way you paid.",
  ]
    .filter((line, i) => i !== 1 || line)
    .join("\n");
  return { to, subject: `Cancelled: ${title}`, text };
}

async function attendeeMessage(db: Kysely<TicketingDatabase>, to: string, jobId: string): Promise<Mail> {
  const job = await db
    .selectFrom("attendee_mail_jobs")
    .innerJoin("known_events", "known_events.event_id", "attendee_mail_jobs.event_id")
    .select(["attendee_mail_jobs.subject", "attendee_mail_jobs.body", "known_events.title"])
    .where("job_id", "=", jobId)
    .executeTakeFirstOrThrow();
  const footer = `\n\n--\nYou receive this because you hold a ticket for ${job.title || "this event"}.`;
  return { to, subject: job.subject, text: job.body + footer };
}

/**
 * A queued mail as it is sent now; null when nothing is left to send (the order's tickets were all
 * revoked, the event of a reminder called off).
 */
export function renderMail(
  db: Kysely<TicketingDatabase>,
  row: { kind: MailKind; recipient: string; payload: Record<string, string> },
): Promise<Mail | null> {
  const p = row.payload;
  switch (row.kind) {
    case "tickets":
      return ticketsMail(db, row.recipient, p.orderId!, p.ticketId);
    case "event-cancelled":
      return cancelledMail(db, row.recipient, p.eventId!, p.reason ?? "");
    case "attendee-message":
      return attendeeMessage(db, row.recipient, p.jobId!);
    case "waitlist-offer":
      return waitlistOfferMail(db, row.recipient, p.offerId!);
    case "event-reminder":
      return reminderMail(db, row.recipient, p.eventId!);
  }
}
