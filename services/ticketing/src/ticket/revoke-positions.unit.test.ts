import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { type Holder, ticketsDecider, type TicketsEvent } from "./decider.ts";
import { TicketNotValidError } from "./errors.ts";

const at = "2027-03-01T10:00:00.000Z";
const later = "2027-03-02T10:00:00.000Z";
const orderId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const eventId = "6c1f0a2e-8f0b-4e55-a0d4-5b8e2f9c7d11";
const buyer: Holder = {
  userId: "11111111-1111-4111-8111-111111111111",
  email: "buyer@example.org",
  emailVerified: true,
};
const aisha = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const yusuf = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const maryam = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";
const window = { kid: "0a1b2c3d", validFrom: at, validUntil: "2027-03-11T00:00:00.000Z" };
const ticket = (ticketId: string, attendeeName: string) => ({
  ticketId,
  ticketTypeId: "general",
  section: "mixed" as const,
  entrance: "Main door",
  attendeeName,
  admits: 1,
  secretDigest: `digest of ${ticketId}'s secret`,
});

const issued: TicketsEvent = {
  type: "TicketsIssued",
  version: 2,
  data: {
    orderId,
    eventId,
    organizationId: "7d2a1b3c-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    holderUserId: buyer.userId,
    tickets: [ticket(aisha, "Aisha"), ticket(yusuf, "Yusuf")],
    ...window,
    issuedAt: at,
  },
};
/** Aisha's ticket went to Maryam under a new id. */
const transferred: TicketsEvent[] = [
  {
    type: "TicketTransferred",
    version: 2,
    data: {
      orderId,
      eventId,
      ...ticket(aisha, "Maryam"),
      newTicketId: maryam,
      secretDigest: `digest of ${maryam}'s secret`,
      holderUserId: null,
      holderEmail: "maryam@example.org",
      ...window,
      transferredBy: buyer.userId,
      transferredAt: later,
    },
  },
  {
    type: "TicketRevoked",
    version: 1,
    data: { orderId, eventId, ticketId: aisha, reason: "transferred", revokedAt: later },
  },
];
const revoked = (ticketId: string, reason: "refunded" | "cancelled"): TicketsEvent => ({
  type: "TicketRevoked",
  version: 1,
  data: { orderId, eventId, ticketId, reason, revokedAt: later },
});
const revokePositions = (positionIds: string[], reason: "refunded" | "cancelled" = "refunded") =>
  ({ type: "RevokePositions", positionIds, reason, at: later }) as const;

describe("revoking a refunded or cancelled order's tickets", () => {
  it("revokes the ticket of each refunded position", () => {
    given(ticketsDecider, [issued])
      .when(revokePositions([yusuf]))
      .then([revoked(yusuf, "refunded")]);
  });

  it("revokes the ticket a position was transferred to, not its already revoked original", () => {
    given(ticketsDecider, [issued, ...transferred])
      .when(revokePositions([aisha, yusuf], "cancelled"))
      .then([revoked(yusuf, "cancelled"), revoked(maryam, "cancelled")]);
  });

  it("twice revokes nothing more", () => {
    given(ticketsDecider, [issued, revoked(yusuf, "refunded")])
      .when(revokePositions([yusuf]))
      .then([]);
  });

  it("before the tickets are issued does nothing: the issuing skips refunded positions", () => {
    given(ticketsDecider, [])
      .when(revokePositions([yusuf]))
      .then([]);
  });

  it("a revoked ticket cannot be transferred", () => {
    given(ticketsDecider, [issued, revoked(yusuf, "refunded")])
      .when({
        type: "TransferTicket",
        ticketId: yusuf,
        newTicketId: maryam,
        actor: buyer,
        name: "Maryam",
        email: null,
        kid: "0a1b2c3d",
        digestOf: () => "unused: nothing is issued",
        at: later,
      })
      .thenThrows(TicketNotValidError, "TICKET_NOT_VALID");
  });
});
