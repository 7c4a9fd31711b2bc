import { z } from "zod";

export const ZOfferParams = z.object({ offerId: z.uuid({ error: "Unknown offer" }) });
