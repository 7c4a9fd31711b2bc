import { z } from "zod";

/** An event id in a path: anything but a uuid is no event's, and answers 400 rather than an empty page. */
export const ZEventParams = z.object({ id: z.uuid({ error: "Unknown event" }) });

export const ZGateParams = ZEventParams.extend({ gateId: z.string().min(1).max(100) });
