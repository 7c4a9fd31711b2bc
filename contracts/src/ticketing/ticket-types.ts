import { z } from "zod";

export const ZTicketTypeView = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  available: z.number().int(),
});
export type TTicketTypeView = z.infer<typeof ZTicketTypeView>;

/** `GET /api/v1/events/{id}/ticket-types`: what is on sale for an event. */
export const ZTicketTypes = z.object({ items: z.array(ZTicketTypeView) });
export type TTicketTypes = z.infer<typeof ZTicketTypes>;
