import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";

/** `GET /api/v1/organizations/{id}/gift-aid.csv?from=&to=`: gifts received in [from, to). */
export const ZGiftAidExportQuery = z.object({ from: ZInstant.optional(), to: ZInstant.optional() });
export type TGiftAidExportQuery = z.infer<typeof ZGiftAidExportQuery>;

/** The columns of HMRC's Charities Online Gift Aid schedule, in its order. */
export const GIFT_AID_SCHEDULE_COLUMNS = [
  "Title",
  "First name",
  "Last name",
  "House name or number",
  "Postcode",
  "Aggregated donations",
  "Sponsored event",
  "Donation date",
  "Amount",
] as const;
