import { describe, expect, it } from "vitest";
import { upcastTo } from "../platform/event-definitions.ts";
import { TicketingTicketsStream, TicketsIssuedV2, TicketTransferredV2 } from "./tickets.ts";

const window = {
  kid: "0a1b2c3d",
  validFrom: "2027-03-09T00:00:00.000Z",
  validUntil: "2027-03-11T00:00:00.000Z",
};
const ticket = {
  ticketId: "11111111-1111-4111-8111-111111111111",
  ticketTypeId: "general",
  section: "sisters",
  entrance: "Sisters' entrance",
  attendeeName: "Amina Yusuf",
  admits: 1,
};

describe("ticketing's tickets events, read at their current version", () => {
  it("is v2 for TicketsIssued and TicketTransferred", () => {
    expect(TicketingTicketsStream.definitionOf("TicketsIssued")).toBe(TicketsIssuedV2);
    expect(TicketingTicketsStream.definitionOf("TicketTransferred")).toBe(TicketTransferredV2);
  });

  it("gives a ticket issued in v1 no secret digest, so check-in verifies its code's signature", () => {
    const v1 = {
      orderId: "22222222-2222-4222-8222-222222222222",
      eventId: "33333333-3333-4333-8333-333333333333",
      organizationId: "44444444-4444-4444-8444-444444444444",
      holderUserId: null,
      tickets: [ticket],
      ...window,
      issuedAt: "2027-03-01T10:00:00.000Z",
    };
    const current = TicketsIssuedV2.schema.parse(upcastTo(TicketsIssuedV2, 1, v1));
    expect(current.tickets).toEqual([{ ...ticket, secretDigest: null }]);
  });

  it("gives a ticket transferred in v1 no secret digest either", () => {
    const v1 = {
      orderId: "22222222-2222-4222-8222-222222222222",
      eventId: "33333333-3333-4333-8333-333333333333",
      ticketId: ticket.ticketId,
      newTicketId: "55555555-5555-4555-8555-555555555555",
      ticketTypeId: "general",
      section: "sisters",
      entrance: "Sisters' entrance",
      attendeeName: "Maryam Yusuf",
      admits: 1,
      holderUserId: null,
      holderEmail: "maryam@example.org",
      ...window,
      transferredBy: "66666666-6666-4666-8666-666666666666",
      transferredAt: "2027-03-02T10:00:00.000Z",
    };
    expect(TicketTransferredV2.schema.parse(upcastTo(TicketTransferredV2, 1, v1))).toEqual({
      ...v1,
      secretDigest: null,
    });
  });
});
