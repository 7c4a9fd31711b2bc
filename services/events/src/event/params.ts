import { z } from "zod";

export const ZEventParams = z.object({ id: z.uuid({ error: "Unknown event" }) });
