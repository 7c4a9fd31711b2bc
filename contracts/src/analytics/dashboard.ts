import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZByFund } from "../payments/donations.ts";
import { ZSection } from "../ticketing/ticket-types.ts";

/** `GET /api/v1/analytics/organizations/{id}/dashboard`: the masjid management dashboard's data. */
export const ZOrganizationDashboard = z.object({
  organizationId: z.uuid(),
  upcoming: z.array(
    z.object({
      eventId: z.uuid(),
      title: z.string(),
      startsAt: ZInstant,
      status: z.string(),
      sold: z.number().int().nonnegative(),
      capacity: z.number().int().nullable(),
      bySection: z.array(
        z.object({
          section: ZSection,
          sold: z.number().int().nonnegative(),
          capacity: z.number().int().nullable(),
        }),
      ),
    }),
  ),
  /** Check-ins since the start of today (UTC), per event, for events happening today. */
  checkInsToday: z.array(
    z.object({
      eventId: z.uuid(),
      title: z.string(),
      checkedIn: z.number().int().nonnegative(),
      sold: z.number().int(),
    }),
  ),
  /** Donations received this calendar month (UTC), per currency and fund. */
  donationsThisMonth: z.array(z.object({ currency: z.string(), byFund: ZByFund })),
  /** What needs doing, in the order a host should do it. */
  todo: z.array(
    z.object({
      kind: z.enum([
        "awaiting_approval",
        "draft_not_submitted",
        "verification_not_requested",
        "certificate_expiring",
      ]),
      /** The event, or the vendor's event, it is about; null for the organisation itself. */
      eventId: z.uuid().nullable(),
      title: z.string(),
      /** The deadline it is about (a certificate's expiry, an event's start), when there is one. */
      due: ZInstant.nullable(),
    }),
  ),
  updatedAt: ZInstant,
});
export type TOrganizationDashboard = z.infer<typeof ZOrganizationDashboard>;
