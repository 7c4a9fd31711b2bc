import { z } from "zod";

export const ZTicketParams = z.object({
  id: z.uuid({ error: "Unknown event" }),
  ticketId: z.uuid({ error: "Unknown ticket" }),
});
