import {
  type TAttendeeEmailJob,
  type TSendAttendeeEmailRequest,
  ZAttendeeAudienceCount,
  ZAttendeeEmailJob,
  ZAttendeeEmailJobs,
} from "@mawid/contracts/ticketing";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const jobsPath = (eventId: string) => `events/${encodeURIComponent(eventId)}/attendee-emails`;

/** The event's send jobs with how far each got, newest first. */
export async function fetchAttendeeEmailJobs(eventId: string): Promise<TAttendeeEmailJob[]> {
  const body = await api.get(jobsPath(eventId)).json();
  return parseBody(ZAttendeeEmailJobs, body, "attendee e-mails");
}

/** How many people a message to this audience would reach now; empty lists: everyone. */
export async function fetchAudienceCount(
  eventId: string,
  audience: { sections: readonly string[]; ticketTypeIds: readonly string[] },
): Promise<number> {
  const searchParams = {
    sections: audience.sections.join(","),
    ticketTypeIds: audience.ticketTypeIds.join(","),
  };
  const body = await api.get(`${jobsPath(eventId)}/recipients`, { searchParams }).json();
  return parseBody(ZAttendeeAudienceCount, body, "attendee e-mail recipients").recipients;
}

/** Queues the mail to every holder in the audience; the answer is the job, its mails still to go. */
export async function sendAttendeeEmail(
  eventId: string,
  request: TSendAttendeeEmailRequest,
): Promise<TAttendeeEmailJob> {
  const body = await api.post(jobsPath(eventId), { json: request }).json();
  return parseBody(ZAttendeeEmailJob, body, "send attendee e-mail");
}
