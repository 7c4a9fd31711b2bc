import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZSection } from "../ticketing/ticket-types.ts";

const ZCounts = {
  /** People admitted at least once. */
  admitted: z.number().int().nonnegative(),
  /** People inside now: admitted minus those out through an exit scan. */
  inside: z.number().int().nonnegative(),
};

/** `GET /api/v1/checkin/events/{id}/stats`, and each message of `.../stats/stream` (server-sent events). */
export const ZCheckinStats = z.object({
  eventId: z.uuid(),
  /** People the event's valid tickets admit. */
  expected: z.number().int().nonnegative(),
  ...ZCounts,
  byGate: z.array(
    z.object({
      gateId: z.string().nullable(),
      name: z.string(),
      ...ZCounts,
      capacity: z.number().int().nullable(),
      /** near: 90% of its capacity inside; full: at or over it. */
      warning: z.enum(["none", "near", "full"]),
    }),
  ),
  bySection: z.array(z.object({ section: ZSection, expected: z.number().int().nonnegative(), ...ZCounts })),
  /** Admissions per minute over the last hour, oldest first: the arrival curve. */
  perMinute: z.array(z.object({ at: ZInstant, admitted: z.number().int().nonnegative() })),
  updatedAt: ZInstant,
});
export type TCheckinStats = z.infer<typeof ZCheckinStats>;
