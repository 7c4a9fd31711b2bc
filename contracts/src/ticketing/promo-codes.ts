import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZMinorUnits } from "./ticket-types.ts";

/** An event's promo codes: one stream per event. */
export const TICKETING_PROMO_CODES_STREAM = "ticketing.promo-codes";
/** The event's id is its ticket types' stream already. */
export const promoCodesStreamId = (eventId: string): string => `promo-codes:${eventId}`;

/** Off each priced ticket: a percentage of its price, or a fixed amount (never below zero). */
export const ZPromoDiscount = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("percentage"), percent: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal("fixed"), amount: ZMinorUnits.min(1) }),
]);
export type TPromoDiscount = z.infer<typeof ZPromoDiscount>;

/** Letters, digits, dashes and underscores; buyers type it in any case. */
export const ZPromoCodeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, { error: "Use 3 to 32 letters, digits, dashes or underscores" })
  .transform((code) => code.toUpperCase());

/** `POST /api/v1/events/{id}/promo-codes`, by the event's organisation (owners, admins, staff). */
export const ZCreatePromoCodeRequest = z
  .object({
    code: ZPromoCodeText,
    discount: ZPromoDiscount,
    /** Orders that may use it; null: no limit. An order that expires or is cancelled gives its use back. */
    maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
    validFrom: ZInstant.nullable().default(null),
    validUntil: ZInstant.nullable().default(null),
  })
  .refine((p) => !p.validFrom || !p.validUntil || Date.parse(p.validFrom) < Date.parse(p.validUntil), {
    error: "A promo code must end after it starts",
    path: ["validUntil"],
  });
export type TCreatePromoCodeRequest = z.input<typeof ZCreatePromoCodeRequest>;

export const ZPromoCodeView = z.object({
  id: z.string(),
  eventId: z.string(),
  code: z.string(),
  discount: ZPromoDiscount,
  maxUses: z.number().int().nullable(),
  /** Orders holding or having paid with it. */
  uses: z.number().int(),
  validFrom: ZInstant.nullable(),
  validUntil: ZInstant.nullable(),
});
export type TPromoCodeView = z.infer<typeof ZPromoCodeView>;

/** `GET /api/v1/events/{id}/promo-codes`: for the event's organisation. */
export const ZPromoCodes = z.object({ items: z.array(ZPromoCodeView) });

export const PromoCodeCreatedV1 = defineEvent(
  TICKETING_PROMO_CODES_STREAM,
  "PromoCodeCreated",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    promoCodeId: z.uuid(),
    code: z.string(),
    discount: ZPromoDiscount,
    maxUses: z.number().int().nullable(),
    validFrom: ZInstant.nullable(),
    validUntil: ZInstant.nullable(),
    createdBy: z.uuid(),
    createdAt: ZInstant,
  }),
);

/**
 * `POST /api/v1/events/{id}/promo-codes/{promoCodeId}/end`, by the event's organisation: the code stops
 * working now (a leaked code, an offer over early); orders placed with it keep their discount.
 */
export const ZPromoCodeParams = z.object({
  id: z.uuid({ error: "Unknown event" }),
  promoCodeId: z.uuid({ error: "Unknown promo code" }),
});

export const PromoCodeEndedV1 = defineEvent(
  TICKETING_PROMO_CODES_STREAM,
  "PromoCodeEnded",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    promoCodeId: z.uuid(),
    endedBy: z.uuid(),
    endedAt: ZInstant,
  }),
);

export const TicketingPromoCodesStream = defineStream(TICKETING_PROMO_CODES_STREAM, [
  PromoCodeCreatedV1,
  PromoCodeEndedV1,
]);
export type TPromoCodesEvent = StreamEvent<typeof TicketingPromoCodesStream>;
