import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZByFund } from "../payments/donations.ts";
import { ZSection } from "../ticketing/ticket-types.ts";

/** Money in minor units of one currency; an event or organisation selling in two has two rows. */
export const ZMoney = z.object({ currency: z.string(), amount: z.number().int() });

/** `GET /api/v1/analytics/events/{id}/summary`: what the event's host sees at a glance. */
export const ZEventSummary = z.object({
  eventId: z.uuid(),
  /** Tickets sold (paid or free, not refunded). */
  sold: z.number().int().nonnegative(),
  /** The event's capacity; null when it has none. */
  capacity: z.number().int().nullable(),
  bySection: z.array(
    z.object({
      section: ZSection,
      sold: z.number().int().nonnegative(),
      checkedIn: z.number().int().nonnegative(),
    }),
  ),
  /** Ticket revenue net of refunds, per currency. */
  revenue: z.array(ZMoney),
  /** Platform fees on the event's tickets, per currency. */
  fees: z.array(ZMoney),
  donationsByFund: z.array(z.object({ currency: z.string(), byFund: ZByFund })),
  checkedIn: z.number().int().nonnegative(),
  /** Share of sold tickets never checked in, once the event has ended; null before. */
  noShowRate: z.number().min(0).max(1).nullable(),
  /** Event page views counted by the gateway (no personal data), and orders placed: conversion. */
  pageViews: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  promoCodeUses: z.array(z.object({ code: z.string(), uses: z.number().int().nonnegative() })),
  updatedAt: ZInstant,
});
export type TEventSummary = z.infer<typeof ZEventSummary>;
