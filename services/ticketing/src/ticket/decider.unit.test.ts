import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import {
  type Holder,
  type SecretDigestOf,
  type TicketsCommand,
  ticketsDecider,
  type TicketsEvent,
} from "./decider.ts";
import { TicketNotFoundError, TicketNotValidError } from "./errors.ts";

const at = "2027-03-01T10:00:00.000Z";
const later = "2027-03-02T10:00:00.000Z";
const orderId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const eventId = "6c1f0a2e-8f0b-4e55-a0d4-5b8e2f9c7d11";
const organizationId = "7d2a1b3c-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const ids = {
  buyer: "11111111-1111-4111-8111-111111111111",
  friend: "22222222-2222-4222-8222-222222222222",
  aisha: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  yusuf: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
  newTicket: "cccccccc-cccc-4ccc-8ccc-cccccccccccc",
};
const buyer: Holder = { userId: ids.buyer, email: "buyer@example.org", emailVerified: true };
const friend: Holder = { userId: ids.friend, email: "friend@example.org", emailVerified: true };
const window = {
  kid: "0a1b2c3d",
  validFrom: "2027-03-08T18:00:00.000Z",
  validUntil: "2027-03-11T00:00:00.000Z",
};
/** Names every field a secret says, so a test sees which ticket, section, key and window were signed. */
const digestOf: SecretDigestOf = (f) =>
  `digest:${f.ticketId}:${f.eventId}:${f.section}:${f.kid}:${f.validFrom}-${f.validUntil}`;
const seconds = (iso: string) => Date.parse(iso) / 1000;
const digestIn = (ticketId: string, section: string, kid: string) =>
  `digest:${ticketId}:${eventId}:${section}:${kid}:${seconds(window.validFrom)}-${seconds(window.validUntil)}`;
const positions = [
  {
    ticketId: ids.aisha,
    ticketTypeId: "sisters-general",
    section: "sisters" as const,
    entrance: "East door",
    attendeeName: "Aisha",
    admits: 1,
  },
  {
    ticketId: ids.yusuf,
    ticketTypeId: "family",
    section: "families" as const,
    entrance: "Main hall",
    attendeeName: "Yusuf",
    admits: 5,
  },
];
const issue: TicketsCommand = {
  type: "IssueTickets",
  orderId,
  eventId,
  organizationId,
  holderUserId: ids.buyer,
  tickets: positions,
  ...window,
  digestOf,
  at,
};
const issued: TicketsEvent = {
  type: "TicketsIssued",
  version: 2,
  data: {
    orderId,
    eventId,
    organizationId,
    holderUserId: ids.buyer,
    tickets: positions.map((p) => ({ ...p, secretDigest: digestIn(p.ticketId, p.section, window.kid) })),
    ...window,
    issuedAt: at,
  },
};
const transferOf = (
  actor: Holder,
  ticketId: string,
  newTicketId = ids.newTicket,
  email: string | null = "friend@example.org",
): TicketsCommand => ({
  type: "TransferTicket",
  ticketId,
  newTicketId,
  actor,
  name: "Maryam",
  email,
  kid: "99887766",
  digestOf,
  at: later,
});
const transfer = (actor: Holder, email?: string | null) => transferOf(actor, ids.aisha, ids.newTicket, email);
const transferred: TicketsEvent = {
  type: "TicketTransferred",
  version: 2,
  data: {
    orderId,
    eventId,
    ticketId: ids.aisha,
    newTicketId: ids.newTicket,
    ticketTypeId: "sisters-general",
    section: "sisters",
    entrance: "East door",
    attendeeName: "Maryam",
    admits: 1,
    holderUserId: null,
    holderEmail: "friend@example.org",
    kid: "99887766",
    validFrom: window.validFrom,
    validUntil: window.validUntil,
    transferredBy: ids.buyer,
    transferredAt: later,
    // The new id and key, the original's section and window.
    secretDigest: digestIn(ids.newTicket, "sisters", "99887766"),
  },
};
const revoked = (ticketId: string, reason: "transferred" | "refunded", revokedAt = later): TicketsEvent => ({
  type: "TicketRevoked",
  version: 1,
  data: { orderId, eventId, ticketId, reason, revokedAt },
});

describe("tickets decider", () => {
  it("issues one ticket per position of a paid order", () => {
    given(ticketsDecider, []).when(issue).then([issued]);
  });

  it("issues nothing more for a duplicated payment: the order already has its tickets", () => {
    given(ticketsDecider, [issued]).when(issue).then([]);
  });

  it("transfers a ticket under a new id and revokes the old secret with it", () => {
    given(ticketsDecider, [issued])
      .when(transfer(buyer))
      .then([transferred, revoked(ids.aisha, "transferred")]);
  });

  it("keeps a ticket transferred without an e-mail in the holder's own account", () => {
    const [event] = given(ticketsDecider, [issued]).when(transfer(buyer, null)).events();
    if (event?.type !== "TicketTransferred") throw new Error("expected a transfer");
    if (event.data.holderUserId !== ids.buyer || event.data.holderEmail !== null)
      throw new Error("wrong holder");
  });

  it("lets the new holder, signed in with the verified e-mail, transfer it again", () => {
    const [again] = given(ticketsDecider, [issued, transferred, revoked(ids.aisha, "transferred")])
      .when(transferOf(friend, ids.newTicket, "dddddddd-dddd-4ddd-8ddd-dddddddddddd"))
      .events();
    if (again?.type !== "TicketTransferred" || again.data.transferredBy !== ids.friend) {
      throw new Error("the new holder could not transfer the ticket");
    }
    given(ticketsDecider, [issued, transferred])
      .when(transferOf({ ...friend, emailVerified: false }, ids.newTicket))
      .thenThrows(TicketNotFoundError, "TICKET_NOT_FOUND");
  });

  it("refuses to transfer someone else's ticket as if it did not exist", () => {
    given(ticketsDecider, [issued])
      .when(transfer(friend))
      .thenThrows(TicketNotFoundError, "TICKET_NOT_FOUND");
    given(ticketsDecider, []).when(transfer(buyer)).thenThrows(TicketNotFoundError, "TICKET_NOT_FOUND");
  });

  it("refuses to transfer a revoked ticket, or one already transferred", () => {
    given(ticketsDecider, [issued, revoked(ids.aisha, "refunded")])
      .when(transfer(buyer))
      .thenThrows(TicketNotValidError, "TICKET_NOT_VALID");
    given(ticketsDecider, [issued, transferred, revoked(ids.aisha, "transferred")])
      .when(transfer(buyer))
      .thenThrows(TicketNotValidError, "TICKET_NOT_VALID");
  });

  it("revokes a valid ticket once", () => {
    const revoke: TicketsCommand = {
      type: "RevokeTicket",
      ticketId: ids.yusuf,
      reason: "refunded",
      at: later,
    };
    given(ticketsDecider, [issued])
      .when(revoke)
      .then([revoked(ids.yusuf, "refunded")]);
    given(ticketsDecider, [issued, revoked(ids.yusuf, "refunded")])
      .when(revoke)
      .then([]);
    given(ticketsDecider, []).when(revoke).thenThrows(TicketNotFoundError, "TICKET_NOT_FOUND");
  });
});
