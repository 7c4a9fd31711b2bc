import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { EventNotOnSaleError, InvalidQuantityError, SalesClosedError } from "../errors.ts";
import type { EventSnapshot } from "../ticket-type/decider.ts";
import {
  type WaitlistCommand,
  type WaitlistEvent,
  type WaitlistTicketType,
  waitlistDecider,
} from "./decider.ts";
import {
  AlreadyOnWaitlistError,
  WaitlistEntryNotFoundError,
  WaitlistOfferClosedError,
  WaitlistOfferNotFoundError,
} from "./errors.ts";

const eventId = "1b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "2b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const ticketTypeId = "3b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const amina = "4b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const bilal = "5b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const entryA = "6b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const entryB = "7b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const offerA = "8b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const orderId = "9b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const at = "2027-03-01T10:00:00.000Z";
const deadline = "2027-03-01T10:30:00.000Z";
const line = { eventId, organizationId, ticketTypeId };

const event = (status: EventSnapshot["status"] = "published"): EventSnapshot => ({
  eventId,
  organizationId,
  status,
});
const family: WaitlistTicketType = {
  id: ticketTypeId,
  name: "Family",
  salesStart: null,
  salesEnd: "2027-03-20T00:00:00.000Z",
  minPerOrder: 1,
  maxPerOrder: 4,
  groupSize: 5,
  quotaIds: [`ticket-type:${ticketTypeId}`, `event:${eventId}`],
};

const join = (
  userId: string,
  entryId: string,
  quantity = 2,
): Extract<WaitlistCommand, { type: "JoinWaitlist" }> => ({
  type: "JoinWaitlist",
  event: event(),
  ticketType: family,
  entryId,
  userId,
  quantity,
  at,
});
const joined = (userId: string, entryId: string, quantity = 2): WaitlistEvent => ({
  type: "WaitlistJoined",
  version: 1,
  data: { ...line, entryId, userId, quantity, joinedAt: at },
});
const offerNext = (
  overrides: Partial<Extract<WaitlistCommand, { type: "OfferNext" }>> = {},
): WaitlistCommand => ({
  type: "OfferNext",
  event: event(),
  ticketType: family,
  offerId: offerA,
  expiresAt: deadline,
  at,
  ...overrides,
});
const offered: WaitlistEvent = {
  type: "WaitlistOffered",
  version: 1,
  data: {
    ...line,
    entryId: entryA,
    userId: amina,
    offerId: offerA,
    quantity: 2,
    reservations: [
      { quotaId: `event:${eventId}`, seats: 10 },
      { quotaId: `ticket-type:${ticketTypeId}`, seats: 10 },
    ],
    offeredAt: at,
    expiresAt: deadline,
  },
};
const take = (userId = amina, when = "2027-03-01T10:29:59.000Z"): WaitlistCommand => ({
  type: "TakeOffer",
  offerId: offerA,
  userId,
  orderId,
  at: when,
});

describe("joining a ticket type's waitlist", () => {
  it("puts the person at the end of the line with the tickets they wait for", () => {
    given(waitlistDecider, [joined(amina, entryA)])
      .when(join(bilal, entryB, 3))
      .then([joined(bilal, entryB, 3)]);
  });

  it("is once per person while they wait or hold an offer, and again after their offer ran out", () => {
    given(waitlistDecider, [joined(amina, entryA)])
      .when(join(amina, entryB))
      .thenThrows(AlreadyOnWaitlistError, "ALREADY_ON_WAITLIST");
    given(waitlistDecider, [joined(amina, entryA), offered])
      .when(join(amina, entryB))
      .thenThrows(AlreadyOnWaitlistError);
    const expired: WaitlistEvent = {
      type: "WaitlistOfferExpired",
      version: 1,
      data: { ...line, entryId: entryA, userId: amina, offerId: offerA, expiredAt: deadline },
    };
    given(waitlistDecider, [joined(amina, entryA), offered, expired])
      .when(join(amina, entryB))
      .then([joined(amina, entryB)]);
  });

  it("asks for no more than an order may hold, and no fewer", () => {
    given(waitlistDecider, [])
      .when(join(amina, entryA, 5))
      .thenThrows(InvalidQuantityError, "INVALID_QUANTITY");
    given(waitlistDecider, [])
      .when({ ...join(amina, entryA, 1), ticketType: { ...family, minPerOrder: 2 } })
      .thenThrows(InvalidQuantityError);
  });

  it("only while the event is published and the type's sales are open", () => {
    given(waitlistDecider, [])
      .when({ ...join(amina, entryA), event: event("cancelled") })
      .thenThrows(EventNotOnSaleError, "EVENT_NOT_ON_SALE");
    given(waitlistDecider, [])
      .when({ ...join(amina, entryA), at: "2027-03-20T00:00:00.000Z" })
      .thenThrows(SalesClosedError, "SALES_CLOSED");
  });
});

describe("offering freed seats", () => {
  it("holds every ticket's group of seats in each quota for the first in line, until the deadline", () => {
    given(waitlistDecider, [joined(amina, entryA), joined(bilal, entryB, 1)])
      .when(offerNext())
      .then([offered]);
  });

  it("passes over nobody: the next offer goes to the one after the first", () => {
    const events = given(waitlistDecider, [joined(amina, entryA), offered, joined(bilal, entryB, 1)])
      .when(offerNext({ offerId: orderId }))
      .events();
    if (events[0]?.type !== "WaitlistOffered") throw new Error("expected an offer");
    if (events[0].data.userId !== bilal || events[0].data.quantity !== 1)
      throw new Error("offered the wrong entry");
  });

  it("offers nothing when nobody waits, the event stopped selling or the type's sales ended", () => {
    given(waitlistDecider, []).when(offerNext()).then([]);
    given(waitlistDecider, [joined(amina, entryA), offered])
      .when(offerNext())
      .then([]);
    given(waitlistDecider, [joined(amina, entryA)])
      .when(offerNext({ event: event("cancelled") }))
      .then([]);
    given(waitlistDecider, [joined(amina, entryA)])
      .when(offerNext({ at: "2027-03-21T00:00:00.000Z" }))
      .then([]);
  });
});

describe("taking an offer", () => {
  it("before its deadline records the order placed from its seats", () => {
    given(waitlistDecider, [joined(amina, entryA), offered])
      .when(take())
      .then([
        {
          type: "WaitlistOfferTaken",
          version: 1,
          data: {
            ...line,
            entryId: entryA,
            userId: amina,
            offerId: offerA,
            orderId,
            takenAt: "2027-03-01T10:29:59.000Z",
          },
        },
      ]);
  });

  it("twice changes nothing the second time", () => {
    const taken: WaitlistEvent = {
      type: "WaitlistOfferTaken",
      version: 1,
      data: { ...line, entryId: entryA, userId: amina, offerId: offerA, orderId, takenAt: at },
    };
    given(waitlistDecider, [joined(amina, entryA), offered, taken])
      .when(take())
      .then([]);
  });

  it("is refused at its deadline, and to anyone but the person it was offered to", () => {
    given(waitlistDecider, [joined(amina, entryA), offered])
      .when(take(amina, deadline))
      .thenThrows(WaitlistOfferClosedError, "WAITLIST_OFFER_CLOSED");
    given(waitlistDecider, [joined(amina, entryA), offered])
      .when(take(bilal))
      .thenThrows(WaitlistOfferNotFoundError, "WAITLIST_OFFER_NOT_FOUND");
  });
});

describe("an offer's deadline", () => {
  it("expires it once come, and not before", () => {
    given(waitlistDecider, [joined(amina, entryA), offered])
      .when({ type: "ExpireOffer", offerId: offerA, at: "2027-03-01T10:29:00.000Z" })
      .then([]);
    given(waitlistDecider, [joined(amina, entryA), offered])
      .when({ type: "ExpireOffer", offerId: offerA, at: deadline })
      .then([
        {
          type: "WaitlistOfferExpired",
          version: 1,
          data: { ...line, entryId: entryA, userId: amina, offerId: offerA, expiredAt: deadline },
        },
      ]);
  });
});

describe("leaving the line", () => {
  it("gives back an offer's seats with it", () => {
    given(waitlistDecider, [joined(amina, entryA), offered])
      .when({ type: "LeaveWaitlist", userId: amina, at })
      .then([
        {
          type: "WaitlistLeft",
          version: 1,
          data: { ...line, entryId: entryA, userId: amina, offerId: offerA, leftAt: at },
        },
      ]);
  });

  it("is refused to someone not in it", () => {
    given(waitlistDecider, [joined(amina, entryA)])
      .when({ type: "LeaveWaitlist", userId: bilal, at })
      .thenThrows(WaitlistEntryNotFoundError, "WAITLIST_ENTRY_NOT_FOUND");
  });
});
