import { ticketFeeCents } from "@mawid/contracts/platform";
import type { TFeePaidBy, TSection, TSectionView, TTicketTypeView } from "@mawid/contracts/ticketing";
import type { Kysely, Selectable } from "kysely";
import { candidateQuotaIds, quotaIds } from "../capacity/quota-ids.ts";
import type { TicketingDatabase } from "../db/tables.ts";
import type { QuotasTable } from "../db/tables/quotas.ts";
import type { SectionsTable, TicketTypesTable } from "../db/tables/ticket-types.ts";
import { hashAccessCode } from "./access-code.ts";
import { currentPrice } from "./current-price.ts";

/** Seats a quota has neither held nor sold; a quota without capacity has no limit. */
function seatsLeft(quota: Selectable<QuotasTable>): number {
  return quota.capacity === null ? Number.POSITIVE_INFINITY : quota.capacity - quota.held - quota.sold;
}

/** A ticket type as an order prices and reserves it, read before the order's transaction. */
export interface TicketTypeSnapshot {
  id: string;
  eventId: string;
  name: string;
  section: TSection;
  entrance: string;
  groupSize: number;
  /** The current price phase's price: the minimum when pay what you want. */
  price: number;
  currency: string;
  feePaidBy: TFeePaidBy;
  salesStart: string | null;
  salesEnd: string | null;
  minPerOrder: number;
  maxPerOrder: number;
  payWhatYouWant: boolean;
  hidden: boolean;
  /** Whether the request gave its access code (always, for a type that is not hidden). */
  unlocked: boolean;
  /** The quotas its seats count against, sorted, with the seats each had left when read. */
  quotas: { quotaId: string; seatsLeft: number }[];
}

export interface EventTicketing {
  ticketTypes: TicketTypeSnapshot[];
  sections: TSectionView[];
  /** Per ticket type: the tickets the fullest of its quotas still allows. */
  available: Map<string, number>;
  rows: Map<string, Selectable<TicketTypesTable>>;
}

/** What an event's ticketing is made from: its rows, and the hidden types the request's codes unlock. */
export interface EventTicketingRows {
  ticketTypes: Selectable<TicketTypesTable>[];
  sections: Selectable<SectionsTable>[];
  quotas: Selectable<QuotasTable>[];
  unlockedIds: readonly string[];
}

/** An event's ticket types, sections and seats left, as one consistent read. */
export async function readEventTicketing(
  db: Kysely<TicketingDatabase>,
  eventId: string,
  at: string,
  accessCodes: readonly string[] = [],
): Promise<EventTicketing> {
  const [ticketTypes, sections, quotas, codes] = await Promise.all([
    db.selectFrom("ticket_types").selectAll().where("event_id", "=", eventId).orderBy("sort_order").execute(),
    db.selectFrom("sections").selectAll().where("event_id", "=", eventId).execute(),
    db.selectFrom("quotas").selectAll().where("event_id", "=", eventId).execute(),
    accessCodes.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("ticket_type_access_codes")
          .select("ticket_type_id")
          .where("code_hash", "in", accessCodes.map(hashAccessCode))
          .execute(),
  ]);
  const unlockedIds = codes.map((c) => c.ticket_type_id);
  return eventTicketingFrom(eventId, at, { ticketTypes, sections, quotas, unlockedIds });
}

/** Prices, availability and quotas per ticket type at `at`, from the event's rows however they were read. */
export function eventTicketingFrom(eventId: string, at: string, read: EventTicketingRows): EventTicketing {
  const { ticketTypes: rows, sections, quotas } = read;
  const unlocked = new Set(read.unlockedIds);
  const quotaById = new Map(quotas.map((q) => [q.quota_id, q]));
  const entrance = new Map(sections.map((s) => [s.section, s.entrance]));
  const available = new Map<string, number>();
  const ticketTypes = rows.map((row): TicketTypeSnapshot => {
    const own = quotaById.get(quotaIds.ticketType(row.ticket_type_id));
    const ticketQuotas = candidateQuotaIds({ id: row.ticket_type_id, eventId, section: row.section })
      .flatMap((id) => {
        const quota = quotaById.get(id);
        return quota ? [{ quotaId: id, seatsLeft: seatsLeft(quota) }] : [];
      })
      .sort((a, b) => (a.quotaId < b.quotaId ? -1 : 1));
    const fewest = Math.min(...ticketQuotas.map((q) => q.seatsLeft));
    available.set(row.ticket_type_id, Math.max(0, Math.floor(fewest / row.group_size)));
    const taken = own ? Math.floor((own.held + own.sold) / row.group_size) : 0;
    return {
      id: row.ticket_type_id,
      eventId,
      name: row.name,
      section: row.section as TSection,
      entrance: entrance.get(row.section) ?? "",
      groupSize: row.group_size,
      price: currentPrice({ price: row.price, pricePhases: row.price_phases }, at, taken),
      currency: row.currency,
      feePaidBy: row.fee_paid_by as TFeePaidBy,
      salesStart: row.sales_start?.toISOString() ?? null,
      salesEnd: row.sales_end?.toISOString() ?? null,
      minPerOrder: row.min_per_order,
      maxPerOrder: row.max_per_order,
      payWhatYouWant: row.pay_what_you_want,
      hidden: row.hidden,
      unlocked: !row.hidden || unlocked.has(row.ticket_type_id),
      quotas: ticketQuotas,
    };
  });
  const sectionViews = sections.map((s): TSectionView => {
    const quota = quotaById.get(quotaIds.section(eventId, s.section));
    return {
      section: s.section as TSection,
      capacity: s.capacity,
      entrance: s.entrance,
      available: quota ? Math.max(0, seatsLeft(quota)) : s.capacity,
    };
  });
  return {
    ticketTypes,
    sections: sectionViews,
    available,
    rows: new Map(rows.map((r) => [r.ticket_type_id, r])),
  };
}

export function toTicketTypeView(snapshot: TicketTypeSnapshot, ticketing: EventTicketing): TTicketTypeView {
  const row = ticketing.rows.get(snapshot.id)!;
  return {
    id: snapshot.id,
    eventId: snapshot.eventId,
    name: snapshot.name,
    description: row.description,
    price: snapshot.price,
    currency: snapshot.currency,
    fee: ticketFeeCents(snapshot.price),
    feePaidBy: snapshot.feePaidBy,
    section: snapshot.section,
    entrance: snapshot.entrance,
    groupSize: snapshot.groupSize,
    capacity: row.capacity,
    available: ticketing.available.get(snapshot.id) ?? 0,
    salesStart: snapshot.salesStart,
    salesEnd: snapshot.salesEnd,
    minPerOrder: snapshot.minPerOrder,
    maxPerOrder: snapshot.maxPerOrder,
    payWhatYouWant: snapshot.payWhatYouWant,
    hidden: snapshot.hidden,
    pricePhases: row.price_phases,
  };
}
