import type { Decider } from "@mawid/eventstore";
import { EventNotOnSaleError, InvalidQuantityError, SalesClosedError } from "../errors.ts";
import type { EventSnapshot } from "../ticket-type/decider.ts";
import {
  AlreadyOnWaitlistError,
  WaitlistEntryNotFoundError,
  WaitlistOfferClosedError,
  WaitlistOfferNotFoundError,
} from "./errors.ts";
import {
  evolveWaitlist,
  initialWaitlistState,
  isActive,
  type WaitlistEntry,
  type WaitlistEvent,
  type WaitlistLine,
  type WaitlistState,
} from "./state.ts";

export type { WaitlistEvent, WaitlistState } from "./state.ts";

/** The ticket type a line is for, as read before the command. */
export interface WaitlistTicketType {
  id: string;
  name: string;
  salesStart: string | null;
  salesEnd: string | null;
  minPerOrder: number;
  maxPerOrder: number;
  /** People one ticket admits: the seats it takes in each quota. */
  groupSize: number;
  /** The quotas its seats count against. */
  quotaIds: readonly string[];
}

export type WaitlistCommand =
  | {
      type: "JoinWaitlist";
      event: EventSnapshot;
      ticketType: WaitlistTicketType;
      entryId: string;
      userId: string;
      quantity: number;
      at: string;
    }
  /** Capacity may have freed: the first in line gets an offer, its seats held until expiresAt. */
  | {
      type: "OfferNext";
      event: EventSnapshot;
      ticketType: WaitlistTicketType;
      offerId: string;
      expiresAt: string;
      at: string;
    }
  | { type: "TakeOffer"; offerId: string; userId: string; orderId: string; at: string }
  /** The sweep's, once an offer's time has come. */
  | { type: "ExpireOffer"; offerId: string; at: string }
  | { type: "LeaveWaitlist"; userId: string; at: string };

const onSale = (type: WaitlistTicketType, at: string) =>
  (type.salesStart === null || Date.parse(at) >= Date.parse(type.salesStart)) &&
  (type.salesEnd === null || Date.parse(at) < Date.parse(type.salesEnd));

const ids = (line: WaitlistLine, entry: WaitlistEntry) => ({
  ...line,
  entryId: entry.entryId,
  userId: entry.userId,
});

function lineOf(state: WaitlistState): WaitlistLine {
  // Every command but joining acts on an entry, so a line without one has nothing to act on.
  if (!state.line) throw new WaitlistEntryNotFoundError();
  return state.line;
}

export const waitlistDecider: Decider<WaitlistCommand, WaitlistEvent, WaitlistState> = {
  initialState: initialWaitlistState,
  decide(command, state) {
    switch (command.type) {
      case "JoinWaitlist": {
        const { event, ticketType: type, quantity } = command;
        if (event.status !== "published") throw new EventNotOnSaleError();
        if (!onSale(type, command.at)) throw new SalesClosedError(type.name);
        if (quantity < type.minPerOrder || quantity > type.maxPerOrder) {
          throw new InvalidQuantityError(
            `${type.name}: between ${type.minPerOrder} and ${type.maxPerOrder} tickets per order`,
          );
        }
        if (state.entries.some((e) => e.userId === command.userId && isActive(e))) {
          throw new AlreadyOnWaitlistError();
        }
        return [
          {
            type: "WaitlistJoined",
            version: 1,
            data: {
              eventId: event.eventId,
              organizationId: event.organizationId,
              ticketTypeId: type.id,
              entryId: command.entryId,
              userId: command.userId,
              quantity,
              joinedAt: command.at,
            },
          },
        ];
      }
      case "OfferNext": {
        // Strictly first come: a head waiting for more seats than freed keeps its place, and nobody skips it.
        const head = state.entries.find((e) => e.status === "waiting");
        if (!head || !state.line) return [];
        if (command.event.status !== "published" || !onSale(command.ticketType, command.at)) return [];
        const seats = head.quantity * command.ticketType.groupSize;
        return [
          {
            type: "WaitlistOffered",
            version: 1,
            data: {
              ...ids(state.line, head),
              offerId: command.offerId,
              quantity: head.quantity,
              reservations: [...command.ticketType.quotaIds].sort().map((quotaId) => ({ quotaId, seats })),
              offeredAt: command.at,
              expiresAt: command.expiresAt,
            },
          },
        ];
      }
      case "TakeOffer": {
        const line = lineOf(state);
        const entry = state.entries.find((e) => e.offerId === command.offerId);
        if (!entry || entry.userId !== command.userId) throw new WaitlistOfferNotFoundError();
        if (entry.status === "taken") return [];
        if (entry.status !== "offered" || Date.parse(command.at) >= Date.parse(entry.offerExpiresAt!)) {
          throw new WaitlistOfferClosedError();
        }
        return [
          {
            type: "WaitlistOfferTaken",
            version: 1,
            data: {
              ...ids(line, entry),
              offerId: command.offerId,
              orderId: command.orderId,
              takenAt: command.at,
            },
          },
        ];
      }
      case "ExpireOffer": {
        const line = lineOf(state);
        const entry = state.entries.find((e) => e.offerId === command.offerId);
        if (entry?.status !== "offered" || Date.parse(command.at) < Date.parse(entry.offerExpiresAt!))
          return [];
        return [
          {
            type: "WaitlistOfferExpired",
            version: 1,
            data: { ...ids(line, entry), offerId: command.offerId, expiredAt: command.at },
          },
        ];
      }
      case "LeaveWaitlist": {
        const line = lineOf(state);
        const entry = state.entries.find((e) => e.userId === command.userId && isActive(e));
        if (!entry) throw new WaitlistEntryNotFoundError();
        return [
          {
            type: "WaitlistLeft",
            version: 1,
            data: {
              ...ids(line, entry),
              offerId: entry.status === "offered" ? entry.offerId : null,
              leftAt: command.at,
            },
          },
        ];
      }
    }
  },
  evolve: evolveWaitlist,
};
