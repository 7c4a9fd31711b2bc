import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZCalendarDate } from "../events/prayer-times.ts";
import { ZCurrency } from "../ticketing/ticket-types.ts";
import { FUNDS, type TFund, ZFund, ZRecurrence } from "./funds.ts";

/** HMRC's model Gift Aid declaration for one or more donations, as the donor must see and accept it. */
export const GIFT_AID_DECLARATION =
  "I want to Gift Aid my donation and any donations I make in the future or have made in the past 4 years " +
  "to this charity. I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax " +
  "than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay " +
  "any difference.";

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

/** UK Gift Aid: taken on donations only, never on tickets, and only in pounds sterling. */
export const ZGiftAidDeclaration = z.strictObject({
  fullName: z.string().trim().min(2).max(120),
  homeAddress: z.string().trim().min(5).max(300),
  postcode: z.string().trim().regex(UK_POSTCODE, { error: "Enter a UK postcode, e.g. SW1A 1AA" }),
  declaration: z.literal(GIFT_AID_DECLARATION, { error: "Accept the Gift Aid declaration as worded" }),
  date: ZCalendarDate,
});
export type TGiftAidDeclaration = z.infer<typeof ZGiftAidDeclaration>;

/** `POST /api/v1/donations`: amount in minor units of the currency. */
export const ZDonateRequest = z.strictObject({
  organizationId: z.uuid(),
  amount: z.number().int().min(1).max(100_000_000),
  currency: ZCurrency,
  fund: ZFund,
  recurring: ZRecurrence.optional(),
  /** Hidden from any public list unless the donor says otherwise. */
  anonymous: z.boolean().default(true),
  message: z.string().trim().max(500).optional(),
  giftAid: ZGiftAidDeclaration.optional(),
});
export type TDonateRequest = z.infer<typeof ZDonateRequest>;

export const ZDonateResponse = z.object({ donationId: z.uuid(), paymentId: z.uuid(), url: z.string() });
export type TDonateResponse = z.infer<typeof ZDonateResponse>;

export const ZOrganizationIdParams = z.object({ id: z.uuid() });

/** `GET /api/v1/organizations/{id}/donations/summary?from=&to=&currency=`: received in [from, to). */
export const ZDonationSummaryQuery = z.object({
  from: ZInstant.optional(),
  to: ZInstant.optional(),
  currency: ZCurrency.optional(),
});
export type TDonationSummaryQuery = z.infer<typeof ZDonationSummaryQuery>;

export const ZByFund = z.object(
  Object.fromEntries(FUNDS.map((f) => [f, z.number().int()])) as Record<TFund, z.ZodNumber>,
);
export type TByFund = z.infer<typeof ZByFund>;

/** Donations received, net of refunds, per fund, in minor units of one currency. */
export const ZDonationSummary = z.object({ currency: ZCurrency, byFund: ZByFund });
export type TDonationSummary = z.infer<typeof ZDonationSummary>;

export const emptyByFund = (): TByFund => Object.fromEntries(FUNDS.map((f) => [f, 0])) as TByFund;
