import type { TReservation, TWaitlistEntryStatus, TWaitlistEvent } from "@mawid/contracts/ticketing";

export type WaitlistEvent = TWaitlistEvent;

export interface WaitlistEntry {
  entryId: string;
  userId: string;
  quantity: number;
  status: TWaitlistEntryStatus;
  offerId: string | null;
  /** The seats the offer holds, per quota. */
  reservations: TReservation[];
  offerExpiresAt: string | null;
  orderId: string | null;
}

/** Whose line it is, as every event of it names. */
export interface WaitlistLine {
  eventId: string;
  organizationId: string;
  ticketTypeId: string;
}

/** One ticket type's line: every entry in the order people joined. */
export interface WaitlistState {
  line: WaitlistLine | null;
  entries: WaitlistEntry[];
}

export const initialWaitlistState: WaitlistState = { line: null, entries: [] };

function change(state: WaitlistState, entryId: string, patch: Partial<WaitlistEntry>): WaitlistState {
  return { ...state, entries: state.entries.map((e) => (e.entryId === entryId ? { ...e, ...patch } : e)) };
}

export function evolveWaitlist(state: WaitlistState, event: WaitlistEvent): WaitlistState {
  const d = event.data;
  switch (event.type) {
    case "WaitlistJoined":
      return {
        line: { eventId: d.eventId, organizationId: d.organizationId, ticketTypeId: d.ticketTypeId },
        entries: [
          ...state.entries,
          {
            entryId: d.entryId,
            userId: d.userId,
            quantity: event.data.quantity,
            status: "waiting",
            offerId: null,
            reservations: [],
            offerExpiresAt: null,
            orderId: null,
          },
        ],
      };
    case "WaitlistOffered":
      return change(state, d.entryId, {
        status: "offered",
        offerId: event.data.offerId,
        reservations: event.data.reservations,
        offerExpiresAt: event.data.expiresAt,
      });
    case "WaitlistOfferTaken":
      return change(state, d.entryId, { status: "taken", orderId: event.data.orderId });
    case "WaitlistOfferExpired":
      return change(state, d.entryId, { status: "expired" });
    case "WaitlistLeft":
      return change(state, d.entryId, { status: "left" });
  }
}

/** Waiting or holding an offer: a person has at most one such entry per ticket type. */
export const isActive = (entry: WaitlistEntry): boolean =>
  entry.status === "waiting" || entry.status === "offered";
