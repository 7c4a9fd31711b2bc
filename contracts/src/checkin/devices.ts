import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";

/** `POST /api/v1/checkin/events/{id}/devices`: a host enrols a station for one event. */
export const ZEnrolDeviceRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Name the device, such as Sisters' door 1" })
    .max(80, { error: "The device's name is at most 80 characters" }),
  gateIds: z.array(z.string().max(100)).max(50).default([]),
  /** How long the credential works; a day by default, at most a week. */
  validForHours: z.number().int().min(1).max(168).default(24),
});
export type TEnrolDeviceRequest = z.input<typeof ZEnrolDeviceRequest>;

/**
 * The credential a device scans with, shown once: `Authorization: Bearer <token>`. The enrolment QR
 * encodes `enrolUrl`, which opens the scanner already signed in as this device.
 */
export const ZEnrolledDevice = z.object({
  deviceId: z.uuid(),
  eventId: z.uuid(),
  name: z.string(),
  gateIds: z.array(z.string()),
  token: z.string(),
  enrolUrl: z.string(),
  expiresAt: ZInstant,
});
export type TEnrolledDevice = z.infer<typeof ZEnrolledDevice>;

/** Device tokens start with this, so a station and a service tell them from a member's token. */
export const DEVICE_TOKEN_PREFIX = "mdv_";

/** `GET /api/v1/checkin/events/{id}/devices`: who scanned what. */
export const ZDevices = z.array(
  z.object({
    deviceId: z.uuid(),
    name: z.string(),
    gateIds: z.array(z.string()),
    status: z.enum(["active", "expired", "revoked"]),
    expiresAt: ZInstant,
    enrolledAt: ZInstant,
    lastScanAt: ZInstant.nullable(),
    admitted: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
  }),
);
export type TDevices = z.infer<typeof ZDevices>;

/** `GET /api/v1/checkin/device`: what an enrolled device's token allows, for the scanner to show. */
export const ZDeviceSelf = z.object({
  deviceId: z.uuid(),
  eventId: z.uuid(),
  name: z.string(),
  gateIds: z.array(z.string()),
  expiresAt: ZInstant,
});
export type TDeviceSelf = z.infer<typeof ZDeviceSelf>;
