import { z } from "zod";
import { ZAudience, ZInstant } from "../events/event-model.ts";

/** Gender-aware seating: each section has its own capacity and entrance. */
export const ZSection = ZAudience;
export type TSection = z.infer<typeof ZSection>;

/** Who carries the platform fee: the buyer on top of the price, or the host out of it. */
export const ZFeePaidBy = z.enum(["buyer", "host"]);
export type TFeePaidBy = z.infer<typeof ZFeePaidBy>;

export const ZCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: "Use a three-letter currency code such as USD" });
/** Minor units (cents, pence). */
export const ZMinorUnits = z.number().int().min(0).max(100_000_000);

/** Early bird and later prices: a phase holds until its date or until this many seats are sold. */
export const ZPricePhase = z.object({
  price: ZMinorUnits,
  until: ZInstant.nullable().default(null),
  untilSold: z.number().int().min(1).nullable().default(null),
});
export type TPricePhase = z.infer<typeof ZPricePhase>;

const PRICE_PHASE_MESSAGES = {
  noEnd: "Give the phase an end date or a number of tickets sold",
  dateOrder: "Each phase must end after the one before it",
  soldOrder: "Each phase must end after more tickets sold than the one before it",
  soldOverCapacity: "A phase cannot end after more tickets than the ticket type has",
} as const;

/**
 * Phases run in order, so each must end later than the one before it (by date, by tickets sold) and
 * end at all; a request's phases are checked here, published events are left as they were.
 */
function checkPricePhases(
  t: { capacity: number; groupSize: number; pricePhases: readonly TPricePhase[] },
  ctx: z.RefinementCtx,
): void {
  let lastUntil: number | null = null;
  let lastSold: number | null = null;
  t.pricePhases.forEach((phase, i) => {
    const at = (field: keyof TPricePhase, message: string) =>
      ctx.addIssue({ code: "custom", message, path: ["pricePhases", i, field] });
    if (phase.until === null && phase.untilSold === null) at("until", PRICE_PHASE_MESSAGES.noEnd);
    if (phase.until !== null) {
      const until = Date.parse(phase.until);
      if (lastUntil !== null && until <= lastUntil) at("until", PRICE_PHASE_MESSAGES.dateOrder);
      lastUntil = until;
    }
    if (phase.untilSold !== null) {
      if (lastSold !== null && phase.untilSold <= lastSold) at("untilSold", PRICE_PHASE_MESSAGES.soldOrder);
      if (phase.untilSold > Math.floor(t.capacity / t.groupSize))
        at("untilSold", PRICE_PHASE_MESSAGES.soldOverCapacity);
      lastSold = phase.untilSold;
    }
  });
}

/**
 * `POST /api/v1/events/{id}/ticket-types`, by the event's organisation. capacity counts people: a
 * family ticket (groupSize > 1) takes groupSize seats of it, of its section and of the event.
 */
export const ZCreateTicketTypeRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    description: z.string().trim().max(2000).default(""),
    /** The price, or the minimum when payWhatYouWant (donor tickets); 0 is a free registration. */
    price: ZMinorUnits,
    currency: ZCurrency,
    capacity: z.number().int().min(1).max(1_000_000),
    section: ZSection,
    groupSize: z.number().int().min(1).max(20).default(1),
    salesStart: ZInstant.nullable().default(null),
    salesEnd: ZInstant.nullable().default(null),
    minPerOrder: z.number().int().min(1).max(100).default(1),
    maxPerOrder: z.number().int().min(1).max(100).default(10),
    payWhatYouWant: z.boolean().default(false),
    /** Hidden ticket types are offered only with their access code. */
    hidden: z.boolean().default(false),
    accessCode: z.string().trim().min(4).max(64).nullable().default(null),
    feePaidBy: ZFeePaidBy.default("buyer"),
    /** After the phases end, the price above applies. */
    pricePhases: z.array(ZPricePhase).max(5).default([]),
  })
  .refine((t) => t.minPerOrder <= t.maxPerOrder, {
    error: "The minimum per order cannot exceed the maximum",
    path: ["minPerOrder"],
  })
  .refine((t) => !t.salesStart || !t.salesEnd || Date.parse(t.salesStart) < Date.parse(t.salesEnd), {
    error: "Sales must end after they start",
    path: ["salesEnd"],
  })
  .refine((t) => !t.hidden || t.accessCode !== null, {
    error: "A hidden ticket type needs an access code",
    path: ["accessCode"],
  })
  .superRefine(checkPricePhases);
export type TCreateTicketTypeRequest = z.input<typeof ZCreateTicketTypeRequest>;

/** `PUT /api/v1/events/{id}/sections/{section}`: the section's seats, shared by its ticket types. */
/**
 * `PATCH /api/v1/events/{id}/ticket-types/{typeId}`, by the event's organisation: more or fewer places
 * (never fewer than are sold or held), or when its sales end (null: when the event starts; a moment
 * past: closed now). Absent: unchanged.
 */
export const ZUpdateTicketTypeRequest = z
  .object({
    capacity: z.number().int().min(1).max(1_000_000).optional(),
    salesEnd: ZInstant.nullable().optional(),
  })
  .refine((u) => u.capacity !== undefined || u.salesEnd !== undefined, {
    error: "Change the places or the end of sales",
  });
export type TUpdateTicketTypeRequest = z.infer<typeof ZUpdateTicketTypeRequest>;

export const ZTicketTypeParams = z.object({
  id: z.uuid({ error: "Unknown event" }),
  typeId: z.uuid({ error: "Unknown ticket type" }),
});

export const ZConfigureSectionRequest = z.object({
  capacity: z.number().int().min(1).max(1_000_000),
  entrance: z.string().trim().max(200).default(""),
});
export type TConfigureSectionRequest = z.input<typeof ZConfigureSectionRequest>;

export const ZSectionView = z.object({
  section: ZSection,
  capacity: z.number().int(),
  entrance: z.string(),
  /** Seats neither held nor sold. */
  available: z.number().int(),
});
export type TSectionView = z.infer<typeof ZSectionView>;

export const ZTicketTypeView = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  description: z.string(),
  /** What one ticket costs now (the current price phase), before the fee. */
  price: z.number().int(),
  currency: z.string(),
  /** The platform fee per ticket (contracts' ticketFeeCents), paid by feePaidBy. */
  fee: z.number().int(),
  feePaidBy: ZFeePaidBy,
  section: ZSection,
  entrance: z.string(),
  groupSize: z.number().int(),
  capacity: z.number().int(),
  /** Tickets that can still be bought now: the fullest of its own, its section's and the event's seats. */
  available: z.number().int(),
  salesStart: z.string().nullable(),
  salesEnd: z.string().nullable(),
  minPerOrder: z.number().int(),
  maxPerOrder: z.number().int(),
  payWhatYouWant: z.boolean(),
  hidden: z.boolean(),
  pricePhases: z.array(ZPricePhase),
});
export type TTicketTypeView = z.infer<typeof ZTicketTypeView>;

/**
 * `GET /api/v1/events/{id}/ticket-types` (`?accessCode=` also shows the hidden types it unlocks): what
 * is on sale, with live availability.
 */
export const ZTicketTypes = z.object({ items: z.array(ZTicketTypeView), sections: z.array(ZSectionView) });
export type TTicketTypes = z.infer<typeof ZTicketTypes>;
