import { decodeTicketSecret, verifyTicketSecret } from "@mawid/contracts/ticketing";
import type { CheckinDeps } from "../deps.ts";

/** When each event's keys were last looked up again for an unknown key id. */
const lookedAgain = new Map<string, number>();

/** A scanned code's ticket id when it is a genuine ticket of the event, else null. */
export async function ticketIdOfCode(
  deps: Pick<CheckinDeps, "ticketKeys">,
  eventId: string,
  qr: string,
  at: Date,
): Promise<string | null> {
  const check = async () =>
    verifyTicketSecret(qr, { eventId, keys: await deps.ticketKeys.get(eventId), now: at });
  let checked = await check();
  const now = Date.now();
  if (!checked.valid && checked.reason === "UNKNOWN_KEY" && now - (lookedAgain.get(eventId) ?? 0) > 1000) {
    // A key made since the cache was filled: look once more before calling the code forged, but
    // at most once a second, so a stream of forged codes does not become a stream of queries.
    lookedAgain.set(eventId, now);
    deps.ticketKeys.forget(eventId);
    checked = await check();
  }
  if (checked.valid) return checked.ticket.ticketId;
  // The signature held; the ticket's own window is the admission decider's to judge and report.
  if (checked.reason === "NOT_YET_VALID" || checked.reason === "EXPIRED")
    return decodeTicketSecret(qr.trim())?.fields.ticketId ?? null;
  return null;
}
