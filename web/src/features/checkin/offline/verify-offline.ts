import type { TOfflineBundle, TScanAnswer, TScanDirection, TScanResult } from "@mawid/contracts/checkin";
import { type TicketSecretFailure, verifyTicketSecret } from "@mawid/contracts/ticketing";

const RESULT_OF_FAILURE: Record<TicketSecretFailure, TScanResult> = {
  MALFORMED: "invalid",
  WRONG_EVENT: "invalid",
  UNKNOWN_KEY: "invalid",
  BAD_SIGNATURE: "invalid",
  NOT_YET_VALID: "not_yet_valid",
  EXPIRED: "expired",
  REVOKED: "revoked",
};

export interface OfflineScan {
  qr: string;
  gateId: string | undefined;
  direction: TScanDirection;
  now: Date;
  /**
   * Tickets this station knows are inside: checked in when the bundle was made, or let in here
   * since. What other stations did offline it cannot know; the server settles that on sync.
   */
  inside: ReadonlyMap<string, string>;
}

export interface OfflineDecision {
  answer: TScanAnswer;
  /** The ticket a genuine code names, even one the bundle lists no holder for. */
  ticketId: string | null;
}

/**
 * The station's own decision when the service cannot be reached, as the service would decide from
 * what the bundle holds: the signature against the event's keys, the revocation list, the gate's
 * sections and ticket types, and who is already inside.
 */
export async function decideOffline(bundle: TOfflineBundle, scan: OfflineScan): Promise<OfflineDecision> {
  const check = await verifyTicketSecret(scan.qr, {
    eventId: bundle.eventId,
    keys: bundle.keys,
    now: scan.now,
    revoked: new Set(bundle.revoked),
  });
  if (!check.valid)
    return { answer: { result: RESULT_OF_FAILURE[check.reason], message: "" }, ticketId: null };
  const { ticketId, section } = check.ticket;
  const known = bundle.tickets?.find((t) => t.id === ticketId);
  const ticket = known
    ? {
        id: known.id,
        attendeeName: known.attendeeName,
        section: known.section,
        ticketTypeId: known.ticketTypeId,
        admits: known.admits,
      }
    : undefined;
  const decided = (answer: Omit<TScanAnswer, "message" | "ticket">): OfflineDecision => ({
    answer: { ...answer, ticket, message: "" },
    ticketId,
  });
  if (bundle.cancelled) return decided({ result: "event_cancelled" });

  const gate = bundle.gates.find((g) => g.id === scan.gateId);
  const admitsHere = (g: TOfflineBundle["gates"][number]) =>
    (g.sections.length === 0 || g.sections.includes(section)) &&
    (g.ticketTypeIds.length === 0 || !known || g.ticketTypeIds.includes(known.ticketTypeId));
  if (gate && !admitsHere(gate)) {
    const right = bundle.gates.find(admitsHere);
    return decided({
      result: "wrong_section",
      rightGate: right ? { id: right.id, name: right.name } : undefined,
    });
  }

  const insideSince = scan.inside.get(ticketId);
  if (scan.direction === "out") {
    return decided({ result: insideSince ? "checked_out" : "not_checked_in" });
  }
  if (insideSince) {
    return decided({ result: "already_checked_in", previous: { at: insideSince, gateId: null } });
  }
  return decided({ result: "admitted" });
}

/** Who the bundle says was inside when it was made. */
export function insideFromBundle(bundle: TOfflineBundle): Map<string, string> {
  const inside = new Map<string, string>();
  for (const ticket of bundle.tickets ?? [])
    if (ticket.checkedInAt) inside.set(ticket.id, ticket.checkedInAt);
  return inside;
}
