import { z } from "zod";

/** `GET /api/v1/analytics/platform`: events seen on the platform by type. */
export const ZPlatformCounts = z.object({
  total: z.number().int().nonnegative(),
  counts: z.array(
    z.object({
      topic: z.string(),
      type: z.string(),
      count: z.number().int().nonnegative(),
      lastOccurredAt: z.string(),
    }),
  ),
});
export type TPlatformCounts = z.infer<typeof ZPlatformCounts>;
