import { z } from "zod";

/** `{id}` of an event or an organisation in analytics' paths. */
export const ZAnalyticsIdParams = z.object({ id: z.uuid() });
export type TAnalyticsIdParams = z.infer<typeof ZAnalyticsIdParams>;
