import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZSection } from "../ticketing/ticket-types.ts";

/**
 * What a scan answers. admitted and checked_out let the person through; every other result does not:
 * already_checked_in (with when and where), invalid (bad signature, malformed, unknown), revoked
 * (transferred, refunded, cancelled), wrong_section (the right entrance is named), not_yet_valid,
 * expired, event_cancelled, not_checked_in (an exit scan of a ticket that is not inside).
 */
export const ZScanResult = z.enum([
  "admitted",
  "checked_out",
  "already_checked_in",
  "invalid",
  "revoked",
  "wrong_section",
  "not_yet_valid",
  "expired",
  "event_cancelled",
  "not_checked_in",
]);
export type TScanResult = z.infer<typeof ZScanResult>;

export const ZScanDirection = z.enum(["in", "out"]);
export type TScanDirection = z.infer<typeof ZScanDirection>;

/** A station's own id for one scan, so a scan sent twice (a retry, a re-sync) is recorded once. */
export const ZScanNonce = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, {
  error: "nonce is 8 to 64 letters, digits, - or _",
});

/** The QR text of a ticket, as its code holds it (147 characters today; room for later formats). */
export const ZScannedCode = z.string().trim().min(1, { error: "Scan a ticket's QR code" }).max(512, {
  error: "That code is too long to be a ticket",
});

const ZScanFields = {
  qr: ZScannedCode,
  gateId: z.string().max(100).optional(),
  nonce: ZScanNonce.optional(),
  /** When the station scanned it; defaults to now. Offline scans keep their original time. */
  scannedAt: ZInstant.optional(),
  direction: ZScanDirection.default("in"),
};

/** `POST /api/v1/checkin/scans`. */
export const ZScanRequest = z.object({
  eventId: z.uuid(),
  deviceId: z.uuid().optional(),
  ...ZScanFields,
});
export type TScanRequest = z.input<typeof ZScanRequest>;

export const ZScannedTicket = z.object({
  id: z.uuid(),
  attendeeName: z.string(),
  section: ZSection,
  ticketTypeId: z.string(),
  admits: z.number().int().min(1),
});
export type TScannedTicket = z.infer<typeof ZScannedTicket>;

export const ZScanAnswer = z.object({
  result: ZScanResult,
  ticket: ZScannedTicket.optional(),
  /** For already_checked_in: the admission that counts. */
  previous: z.object({ at: ZInstant, gateId: z.string().nullable() }).optional(),
  /** For wrong_section: where this ticket gets in. */
  rightGate: z.object({ id: z.string(), name: z.string() }).optional(),
  /** A sentence for the station's screen. */
  message: z.string(),
});
export type TScanAnswer = z.infer<typeof ZScanAnswer>;

export const MAX_SCANS_PER_BATCH = 1_000;

/** `POST /api/v1/checkin/scans/batch`: a station's queue of offline scans, oldest first. */
export const ZScanBatchRequest = z.object({
  eventId: z.uuid(),
  deviceId: z.uuid(),
  scans: z
    .array(z.object({ ...ZScanFields, nonce: ZScanNonce, scannedAt: ZInstant }))
    .min(1, { error: "Send at least one scan" })
    .max(MAX_SCANS_PER_BATCH, { error: `Send at most ${MAX_SCANS_PER_BATCH} scans at once` }),
});
export type TScanBatchRequest = z.input<typeof ZScanBatchRequest>;

export const ZScanBatchAnswer = z.object({
  results: z.array(
    ZScanAnswer.extend({
      nonce: z.string(),
      /**
       * The station let this person in offline, but the ticket had been admitted earlier elsewhere:
       * the earliest scan wins and this one is reported as a duplicate.
       */
      duplicate: z.boolean(),
    }),
  ),
});
export type TScanBatchAnswer = z.infer<typeof ZScanBatchAnswer>;
