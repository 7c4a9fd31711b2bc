import { z } from "zod";

/** `GET /api/v1/checkin/status`: scanning stations ask this before going online. */
export const ZCheckinStatus = z.object({ status: z.literal("ok"), service: z.string(), version: z.string() });
export type TCheckinStatus = z.infer<typeof ZCheckinStatus>;
