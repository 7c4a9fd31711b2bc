import { z } from "zod";

export const ZTicketParams = z.object({ id: z.uuid() });
