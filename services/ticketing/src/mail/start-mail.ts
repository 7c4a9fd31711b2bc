import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type MailQueueSettings, startMailQueue } from "@mawid/service/mail";
import type { TicketingDatabase } from "../db/tables.ts";
import { renderMail } from "./render.ts";

/** Ticketing's mail: tickets, cancellations, hosts' messages to attendees, waitlist offers and reminders. */
export function startMail(
  app: FastifyInstance,
  db: Kysely<TicketingDatabase>,
  config: MailQueueSettings,
): void {
  startMailQueue(app, db, config, (row) => renderMail(db, row));
}
