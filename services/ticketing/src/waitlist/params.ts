import { z } from "zod";

export const ZLineParams = z.object({
  id: z.uuid({ error: "Unknown event" }),
  typeId: z.uuid({ error: "Unknown ticket type" }),
});

export const ZOfferParams = z.object({ offerId: z.uuid({ error: "Unknown offer" }) });
