import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZSection } from "../ticketing/ticket-types.ts";
import { ZScanDirection, ZScanResult } from "./scans.ts";

/**
 * One ticket's admissions, one stream per ticket (id `admission:<ticketId>`): two stations admitting
 * the same ticket at once meet on its version, so it is admitted once.
 */
export const CHECKIN_ADMISSION_STREAM = "checkin.admission";
export const admissionStreamId = (ticketId: string): string => `admission:${ticketId}`;

/** Scans of codes that name no ticket check-in knows, per event (id `rejections:<eventId>`). */
export const CHECKIN_REJECTIONS_STREAM = "checkin.rejections";
export const rejectionsStreamId = (eventId: string): string => `rejections:${eventId}`;

/** An event's gates, one stream per event (id `gates:<eventId>`). */
export const CHECKIN_GATES_STREAM = "checkin.gates";
export const gatesStreamId = (eventId: string): string => `gates:${eventId}`;

/** One scanning device, one stream each (id `device:<deviceId>`). */
export const CHECKIN_DEVICE_STREAM = "checkin.device";
export const deviceStreamId = (deviceId: string): string => `device:${deviceId}`;

/** Where and by whom a scan was made; a manual check-in has a user and no device. */
const ZScanOrigin = {
  eventId: z.uuid(),
  organizationId: z.uuid(),
  gateId: z.string().nullable(),
  deviceId: z.uuid().nullable(),
  /** The signed-in member who scanned or admitted by hand; null for an enrolled device. */
  userId: z.uuid().nullable(),
  /** The station's nonce: the same scan synced twice is recorded once. */
  nonce: z.string().nullable(),
  /** When the station scanned it, which is earlier than recordedAt for a scan synced from offline. */
  scannedAt: ZInstant,
  recordedAt: ZInstant,
};

const ZTicketFacts = {
  ticketId: z.uuid(),
  orderId: z.uuid(),
  ticketTypeId: z.string(),
  section: ZSection,
  /** People the ticket admits (a family ticket its group). */
  admits: z.number().int().min(1),
};

export const TicketCheckedInV1 = defineEvent(
  CHECKIN_ADMISSION_STREAM,
  "TicketCheckedIn",
  1,
  z.object({ ...ZTicketFacts, ...ZScanOrigin, manual: z.boolean(), offline: z.boolean() }),
);

export const TicketCheckedOutV1 = defineEvent(
  CHECKIN_ADMISSION_STREAM,
  "TicketCheckedOut",
  1,
  z.object({ ...ZTicketFacts, ...ZScanOrigin, offline: z.boolean() }),
);

/** A host took back a mistaken check-in: the ticket may be admitted again. */
export const CheckInUndoneV1 = defineEvent(
  CHECKIN_ADMISSION_STREAM,
  "CheckInUndone",
  1,
  z.object({
    ...ZTicketFacts,
    eventId: z.uuid(),
    organizationId: z.uuid(),
    undoneBy: z.uuid(),
    undoneAt: ZInstant,
  }),
);

/** A scan that admitted nobody, with why; ticketId is null when the code names no known ticket. */
export const ScanRejectedV1 = defineEvent(
  CHECKIN_ADMISSION_STREAM,
  "ScanRejected",
  1,
  z.object({
    ...ZScanOrigin,
    ticketId: z.uuid().nullable(),
    section: ZSection.nullable(),
    direction: ZScanDirection,
    result: ZScanResult.exclude(["admitted", "checked_out"]),
    offline: z.boolean(),
  }),
);

/** A scan of a code naming no ticket check-in knows (forged, malformed, another event's), per event. */
export const UnknownCodeScannedV1 = defineEvent(
  CHECKIN_REJECTIONS_STREAM,
  "UnknownCodeScanned",
  1,
  z.object({ ...ZScanOrigin, direction: ZScanDirection, result: z.literal("invalid"), offline: z.boolean() }),
);

export const ZGateFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Enter the gate's name" })
    .max(80, { error: "The gate's name is at most 80 characters" }),
  /** Sections this gate admits; empty admits every section. */
  sections: z.array(ZSection).max(4).default([]),
  /** Ticket types this gate admits; empty admits every type of its sections. */
  ticketTypeIds: z.array(z.string().max(100)).max(100).default([]),
  /** When the gate starts and stops admitting; null for the ticket's own validity. */
  opensAt: ZInstant.nullable().default(null),
  closesAt: ZInstant.nullable().default(null),
  /** Whether a ticket that went out through an exit scan may come in again. */
  reentry: z.boolean().default(false),
  /** People inside through this gate at which the host's screen warns (a fire limit). */
  capacity: z.number().int().min(1).max(1_000_000).nullable().default(null),
});
export type TGateFields = z.infer<typeof ZGateFields>;

export const GateConfiguredV1 = defineEvent(
  CHECKIN_GATES_STREAM,
  "GateConfigured",
  1,
  ZGateFields.extend({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    gateId: z.string(),
    configuredBy: z.uuid(),
    configuredAt: ZInstant,
  }),
);

export const GateRemovedV1 = defineEvent(
  CHECKIN_GATES_STREAM,
  "GateRemoved",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    gateId: z.string(),
    removedBy: z.uuid(),
    removedAt: ZInstant,
  }),
);

export const DeviceEnrolledV1 = defineEvent(
  CHECKIN_DEVICE_STREAM,
  "DeviceEnrolled",
  1,
  z.object({
    deviceId: z.uuid(),
    eventId: z.uuid(),
    organizationId: z.uuid(),
    name: z.string(),
    /** Gates it may scan at; empty for every gate of the event. */
    gateIds: z.array(z.string()),
    expiresAt: ZInstant,
    enrolledBy: z.uuid(),
    enrolledAt: ZInstant,
  }),
);

export const DeviceRevokedV1 = defineEvent(
  CHECKIN_DEVICE_STREAM,
  "DeviceRevoked",
  1,
  z.object({ deviceId: z.uuid(), eventId: z.uuid(), revokedBy: z.uuid(), revokedAt: ZInstant }),
);

export const CheckinAdmissionStream = defineStream(CHECKIN_ADMISSION_STREAM, [
  TicketCheckedInV1,
  TicketCheckedOutV1,
  CheckInUndoneV1,
  ScanRejectedV1,
]);
export type TAdmissionEvent = StreamEvent<typeof CheckinAdmissionStream>;

export const CheckinRejectionsStream = defineStream(CHECKIN_REJECTIONS_STREAM, [UnknownCodeScannedV1]);

export const CheckinGatesStream = defineStream(CHECKIN_GATES_STREAM, [GateConfiguredV1, GateRemovedV1]);
export type TGatesEvent = StreamEvent<typeof CheckinGatesStream>;

export const CheckinDeviceStream = defineStream(CHECKIN_DEVICE_STREAM, [DeviceEnrolledV1, DeviceRevokedV1]);
export type TDeviceEvent = StreamEvent<typeof CheckinDeviceStream>;
