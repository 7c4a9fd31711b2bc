import type { TAttendeeEmailJob, TSection } from "@mawid/contracts/ticketing";
import { sql, type Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";

/** Send jobs of an event with their counts, newest first; one job when jobId is given. */
export async function readAttendeeEmailJobs(
  db: Kysely<TicketingDatabase>,
  eventId: string,
  jobId?: string,
): Promise<TAttendeeEmailJob[]> {
  let query = db
    .selectFrom("attendee_mail_jobs as j")
    .leftJoin("mail_queue as m", "m.job_id", "j.job_id")
    .select([
      "j.job_id",
      "j.subject",
      "j.audience",
      "j.created_at",
      sql<number>`count(m.mail_id)::int`.as("recipients"),
      sql<number>`count(m.mail_id) FILTER (WHERE m.status IN ('queued', 'sending'))::int`.as("queued"),
      sql<number>`count(m.mail_id) FILTER (WHERE m.status = 'sent')::int`.as("sent"),
      sql<number>`count(m.mail_id) FILTER (WHERE m.status = 'failed')::int`.as("failed"),
    ])
    .where("j.event_id", "=", eventId)
    .groupBy("j.job_id")
    .orderBy("j.created_at", "desc")
    .limit(100);
  if (jobId) query = query.where("j.job_id", "=", jobId);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.job_id,
    eventId,
    subject: r.subject,
    sections: r.audience.sections as TSection[],
    ticketTypeIds: r.audience.ticketTypeIds,
    recipients: r.recipients,
    queued: r.queued,
    sent: r.sent,
    failed: r.failed,
    status: r.queued > 0 ? "sending" : "done",
    createdAt: r.created_at.toISOString(),
  }));
}
