import { z } from "zod";

/**
 * `POST /api/v1/analytics/page-views`, by the event page once per view, signed in or not: answered
 * 204. Only the event and the hour are kept (no cookie, address or user), to count conversion.
 */
export const ZRecordPageView = z.object({ eventId: z.uuid() });
export type TRecordPageView = z.infer<typeof ZRecordPageView>;
