import { decodeTicketSecret, verifyTicketSecret } from "@mawid/contracts/ticketing";
import { ticketSecretDigest } from "@mawid/contracts/ticketing/secret-digest";
import type { CheckinDeps } from "../deps.ts";

/** When each event's keys were last looked up again for an unknown key id. */
const lookedAgain = new Map<string, number>();

/**
 * Codes whose signature held, by event: a code shown again (a re-scan, a second station, a synced
 * batch) costs no second Ed25519 verification. A genuine code stays genuine.
 */
const signed = new Map<string, string>();
const MAX_SIGNED = 200_000;

/**
 * The ticket a scanned code names, from its bytes alone, when it is shaped as a ticket of this event;
 * else null. Nothing is believed yet: the code must still prove itself (isTicketsCode).
 */
export function claimedTicketId(eventId: string, code: string): string | null {
  const fields = decodeTicketSecret(code.trim())?.fields;
  return fields?.eventId === eventId.toLowerCase() ? fields.ticketId : null;
}

/** Whether the code's Ed25519 signature holds under one of the event's keys, whatever its time window. */
async function signatureHolds(deps: Pick<CheckinDeps, "ticketKeys">, eventId: string, qr: string) {
  if (signed.get(qr) === eventId) return true;
  // The window is the decider's to judge, at the scan's time: here only the signature and the event count.
  const check = async () =>
    verifyTicketSecret(qr, { eventId, keys: await deps.ticketKeys.get(eventId), now: new Date() });
  let checked = await check();
  const now = Date.now();
  if (!checked.valid && checked.reason === "UNKNOWN_KEY" && now - (lookedAgain.get(eventId) ?? 0) > 1000) {
    // A key made since the cache was filled: look once more before calling the code forged, but
    // at most once a second, so a stream of forged codes does not become a stream of queries.
    lookedAgain.set(eventId, now);
    deps.ticketKeys.forget(eventId);
    checked = await check();
  }
  const holds = checked.valid || checked.reason === "NOT_YET_VALID" || checked.reason === "EXPIRED";
  if (holds) {
    if (signed.size >= MAX_SIGNED) signed.clear();
    signed.set(qr, eventId);
  }
  return holds;
}

/**
 * Whether a code that claims one of the event's tickets is that ticket's code: its digest is the one
 * ticketing announced for the ticket (one SHA-256, the usual case), or else its signature holds
 * (a ticket announced before digests were, or a code that is not the one announced).
 */
export async function isTicketsCode(
  deps: Pick<CheckinDeps, "ticketKeys">,
  eventId: string,
  code: string,
  announcedDigest: string | null,
): Promise<boolean> {
  const qr = code.trim();
  if (announcedDigest !== null && ticketSecretDigest(qr) === announcedDigest) return true;
  return signatureHolds(deps, eventId, qr);
}
