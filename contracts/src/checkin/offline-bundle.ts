import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZGate } from "./gates.ts";
import { ZScannedTicket } from "./scans.ts";

/** `GET /api/v1/checkin/events/{id}/offline-bundle?tickets=true`: what a station needs to scan offline. */
export const ZOfflineBundleQuery = z.object({
  tickets: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

export const ZOfflineBundle = z.object({
  eventId: z.uuid(),
  /** The event's public keys: verifyTicketSecret's input. */
  keys: z.array(z.object({ kid: z.string(), algorithm: z.literal("Ed25519"), publicKey: z.string() })),
  /** Ticket ids no scanner may admit any more (transferred, refunded, cancelled). */
  revoked: z.array(z.uuid()),
  /** With ?tickets=true: names and sections, so an offline station can show who it admits. */
  tickets: z.array(ZScannedTicket.extend({ checkedInAt: ZInstant.nullable() })).optional(),
  gates: z.array(ZGate),
  cancelled: z.boolean(),
  generatedAt: ZInstant,
});
export type TOfflineBundle = z.infer<typeof ZOfflineBundle>;
