import { decodeTicketSecret, verifyTicketSecret } from "@mawid/contracts/ticketing";
import type { CheckinDeps } from "../deps.ts";

/** When each event's keys were last looked up again for an unknown key id. */
const lookedAgain = new Map<string, number>();

/**
 * Codes whose signature held, with their event and ticket: a code shown again (a re-scan, a second
 * station, a synced batch) costs no second Ed25519 verification. A genuine code stays genuine.
 */
const genuine = new Map<string, { eventId: string; ticketId: string }>();
const MAX_GENUINE = 200_000;

function remember(qr: string, eventId: string, ticketId: string): string {
  if (genuine.size >= MAX_GENUINE) genuine.clear();
  genuine.set(qr, { eventId, ticketId });
  return ticketId;
}

/**
 * A scanned code's ticket id when it is a genuine ticket of the event (signed by one of its keys),
 * else null. Its validity window is not judged here: the admission decider judges it at the scan's time.
 */
export async function ticketIdOfCode(
  deps: Pick<CheckinDeps, "ticketKeys">,
  eventId: string,
  code: string,
  at: Date,
): Promise<string | null> {
  const qr = code.trim();
  const known = genuine.get(qr);
  if (known) return known.eventId === eventId ? known.ticketId : null;
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
  if (checked.valid) return remember(qr, eventId, checked.ticket.ticketId);
  // The signature and the event held; only the time did not.
  if (checked.reason === "NOT_YET_VALID" || checked.reason === "EXPIRED") {
    const ticketId = decodeTicketSecret(qr)?.fields.ticketId;
    return ticketId === undefined ? null : remember(qr, eventId, ticketId);
  }
  return null;
}
