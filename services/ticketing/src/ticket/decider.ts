import type {
  TicketSecretFields,
  TTicketRevocationReason,
  TTicketStatus,
  TTicketsEvent,
} from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";
import { TicketNotFoundError, TicketNotValidError } from "./errors.ts";
import { secretFieldsOf } from "./secret-fields.ts";

export type TicketsEvent = TTicketsEvent;
type Issued = Extract<TicketsEvent, { type: "TicketsIssued" }>["data"];
type Position = Issued["tickets"][number];

/** The one asking to transfer: the holder by account, or by the verified e-mail it was sent to. */
export interface Holder {
  userId: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The digest of the secret a new ticket's fields are signed into (ticketSecretDigest): Ed25519 signs
 * deterministically, so it is a function of the fields, and the decider stays pure.
 */
export type SecretDigestOf = (fields: TicketSecretFields) => string;

export type TicketsCommand =
  | {
      type: "IssueTickets";
      orderId: string;
      eventId: string;
      organizationId: string;
      holderUserId: string | null;
      tickets: Omit<Position, "secretDigest">[];
      kid: string;
      validFrom: string;
      validUntil: string;
      digestOf: SecretDigestOf;
      at: string;
    }
  | {
      type: "TransferTicket";
      ticketId: string;
      newTicketId: string;
      actor: Holder;
      name: string;
      email: string | null;
      /** The event's current signing key: the new secret is signed with it. */
      kid: string;
      digestOf: SecretDigestOf;
      at: string;
    }
  | { type: "RevokeTicket"; ticketId: string; reason: TTicketRevocationReason; at: string }
  /** A refund or the event's cancellation: the current ticket of each position, transferred or not. */
  | { type: "RevokePositions"; positionIds: readonly string[]; reason: TTicketRevocationReason; at: string };

export interface TicketRecord extends Position {
  /** The order position it was issued for: a transferred ticket keeps its original's. */
  positionId: string;
  holderUserId: string | null;
  holderEmail: string | null;
  status: TTicketStatus;
  kid: string;
  validFrom: string;
  validUntil: string;
}

export interface TicketsState {
  order: { orderId: string; eventId: string; organizationId: string } | null;
  tickets: Record<string, TicketRecord>;
}

const initialState: TicketsState = { order: null, tickets: {} };

function holds(ticket: TicketRecord, actor: Holder): boolean {
  if (ticket.holderUserId !== null) return ticket.holderUserId === actor.userId;
  return actor.emailVerified && ticket.holderEmail === actor.email.toLowerCase();
}

function validTicket(state: TicketsState, ticketId: string): TicketRecord {
  const ticket = state.tickets[ticketId];
  if (!ticket) throw new TicketNotFoundError();
  if (ticket.status !== "valid") throw new TicketNotValidError(ticket.status);
  return ticket;
}

/** The tickets of one order: issued once, then each transferred or revoked on its own. */
export const ticketsDecider: Decider<TicketsCommand, TicketsEvent, TicketsState> = {
  initialState,
  decide(command, state) {
    switch (command.type) {
      case "IssueTickets": {
        // A duplicated payment message, or a second one for the same order, issues nothing more.
        if (state.order || command.tickets.length === 0) return [];
        const { type: _, at, digestOf, ...data } = command;
        const tickets = data.tickets.map((t) => ({ ...t, secretDigest: digestOf(secretFieldsOf(t, data)) }));
        return [{ type: "TicketsIssued", version: 2, data: { ...data, tickets, issuedAt: at } }];
      }
      case "TransferTicket": {
        const ticket = state.tickets[command.ticketId];
        if (!ticket || !holds(ticket, command.actor)) throw new TicketNotFoundError();
        validTicket(state, command.ticketId);
        const { orderId, eventId } = state.order!;
        const validity = {
          eventId,
          kid: command.kid,
          validFrom: ticket.validFrom,
          validUntil: ticket.validUntil,
        };
        const secretDigest = command.digestOf(
          secretFieldsOf({ ticketId: command.newTicketId, section: ticket.section }, validity),
        );
        return [
          {
            type: "TicketTransferred",
            version: 2,
            data: {
              orderId,
              eventId,
              ticketId: command.ticketId,
              newTicketId: command.newTicketId,
              ticketTypeId: ticket.ticketTypeId,
              section: ticket.section,
              entrance: ticket.entrance,
              attendeeName: command.name,
              admits: ticket.admits,
              holderUserId: command.email === null ? command.actor.userId : null,
              holderEmail: command.email,
              kid: command.kid,
              validFrom: ticket.validFrom,
              validUntil: ticket.validUntil,
              transferredBy: command.actor.userId,
              transferredAt: command.at,
              secretDigest,
            },
          },
          {
            type: "TicketRevoked",
            version: 1,
            data: {
              orderId,
              eventId,
              ticketId: command.ticketId,
              reason: "transferred",
              revokedAt: command.at,
            },
          },
        ];
      }
      case "RevokePositions": {
        // Tickets not issued yet are never issued for a refunded position (the issuing consumer skips them).
        if (!state.order) return [];
        const { orderId, eventId } = state.order;
        const positions = new Set(command.positionIds);
        return Object.values(state.tickets)
          .filter((t) => t.status === "valid" && positions.has(t.positionId))
          .map((t) => ({
            type: "TicketRevoked" as const,
            version: 1 as const,
            data: { orderId, eventId, ticketId: t.ticketId, reason: command.reason, revokedAt: command.at },
          }));
      }
      case "RevokeTicket": {
        const ticket = state.tickets[command.ticketId];
        if (!ticket) throw new TicketNotFoundError();
        if (ticket.status !== "valid") return [];
        const { orderId, eventId } = state.order!;
        return [
          {
            type: "TicketRevoked",
            version: 1,
            data: {
              orderId,
              eventId,
              ticketId: command.ticketId,
              reason: command.reason,
              revokedAt: command.at,
            },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case "TicketsIssued": {
        const { orderId, eventId, organizationId, holderUserId, kid, validFrom, validUntil } = event.data;
        const tickets = { ...state.tickets };
        for (const position of event.data.tickets) {
          tickets[position.ticketId] = {
            ...position,
            positionId: position.ticketId,
            holderUserId,
            holderEmail: null,
            status: "valid",
            kid,
            validFrom,
            validUntil,
          };
        }
        return { order: { orderId, eventId, organizationId }, tickets };
      }
      case "TicketTransferred": {
        const d = event.data;
        const old = state.tickets[d.ticketId]!;
        return {
          ...state,
          tickets: {
            ...state.tickets,
            [d.ticketId]: { ...old, status: "transferred" },
            [d.newTicketId]: {
              ticketId: d.newTicketId,
              positionId: old.positionId,
              ticketTypeId: d.ticketTypeId,
              section: d.section,
              entrance: d.entrance,
              attendeeName: d.attendeeName,
              admits: d.admits,
              holderUserId: d.holderUserId,
              holderEmail: d.holderEmail,
              status: "valid",
              kid: d.kid,
              validFrom: d.validFrom,
              validUntil: d.validUntil,
              secretDigest: d.secretDigest,
            },
          },
        };
      }
      case "TicketRevoked": {
        const ticket = state.tickets[event.data.ticketId]!;
        if (ticket.status !== "valid") return state;
        return {
          ...state,
          tickets: { ...state.tickets, [ticket.ticketId]: { ...ticket, status: "revoked" } },
        };
      }
    }
  },
};
