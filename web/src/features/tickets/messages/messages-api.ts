import {
  type TAttendeeEmailJob,
  type TSendAttendeeEmailRequest,
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

/** Queues the mail to every holder in the audience; the answer is the job, its mails still to go. */
export async function sendAttendeeEmail(
  eventId: string,
  request: TSendAttendeeEmailRequest,
): Promise<TAttendeeEmailJob> {
  const body = await api.post(jobsPath(eventId), { json: request }).json();
  return parseBody(ZAttendeeEmailJob, body, "send attendee e-mail");
}
