import { z } from "zod";

export const ZOrderParams = z.object({ id: z.uuid({ error: "Unknown order" }) });
