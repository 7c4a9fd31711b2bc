import {
  type TAttendeeLookup,
  type TCheckinStats,
  type TDevices,
  type TDeviceSelf,
  type TEnrolDeviceRequest,
  type TEnrolledDevice,
  type TGate,
  type TGateRequest,
  type TOfflineBundle,
  type TScanAnswer,
  type TScanBatchAnswer,
  type TScanBatchRequest,
  type TScanRequest,
  ZAttendeeLookup,
  ZCheckinStats,
  ZDevices,
  ZDeviceSelf,
  ZEnrolledDevice,
  ZGate,
  ZOfflineBundle,
  ZScanAnswer,
  ZScanBatchAnswer,
} from "@mawid/contracts/checkin";
import type { KyInstance } from "ky";
import { parseBody } from "../../../shared/http/parse-response";

/* The check-in service's routes, called through the station's client (a device's or a member's). */

const event = (id: string) => `checkin/events/${encodeURIComponent(id)}`;

/** A scan waits this long before the station decides for itself offline: a queue at the door cannot wait. */
export const SCAN_TIMEOUT_MS = 4_000;

export async function postScan(client: KyInstance, request: TScanRequest): Promise<TScanAnswer> {
  const body = await client.post("checkin/scans", { json: request, timeout: SCAN_TIMEOUT_MS }).json();
  return parseBody(ZScanAnswer, body, "scan");
}

export async function postScanBatch(
  client: KyInstance,
  request: TScanBatchRequest,
): Promise<TScanBatchAnswer> {
  const body = await client.post("checkin/scans/batch", { json: request, timeout: 60_000 }).json();
  return parseBody(ZScanBatchAnswer, body, "scan batch");
}

export async function fetchOfflineBundle(client: KyInstance, eventId: string): Promise<TOfflineBundle> {
  const body = await client
    .get(`${event(eventId)}/offline-bundle`, { searchParams: { tickets: "true" } })
    .json();
  return parseBody(ZOfflineBundle, body, "offline bundle");
}

export async function fetchStats(client: KyInstance, eventId: string): Promise<TCheckinStats> {
  return parseBody(ZCheckinStats, await client.get(`${event(eventId)}/stats`).json(), "check-in stats");
}

/** The live stream's response; its body carries server-sent events, one ZCheckinStats per message. */
export function openStatsStream(client: KyInstance, eventId: string, signal: AbortSignal): Promise<Response> {
  return client.get(`${event(eventId)}/stats/stream`, {
    timeout: false,
    signal,
    headers: { accept: "text/event-stream" },
  });
}

export async function lookupAttendees(
  client: KyInstance,
  eventId: string,
  q: string,
): Promise<TAttendeeLookup> {
  const body = await client.get(`${event(eventId)}/attendees`, { searchParams: { q } }).json();
  return parseBody(ZAttendeeLookup, body, "attendee lookup");
}

export async function checkInByHand(
  client: KyInstance,
  eventId: string,
  ticketId: string,
  gateId: string | undefined,
): Promise<TScanAnswer> {
  const body = await client
    .post(`${event(eventId)}/tickets/${encodeURIComponent(ticketId)}/check-in`, { json: { gateId } })
    .json();
  return parseBody(ZScanAnswer, body, "manual check-in");
}

export async function undoCheckIn(client: KyInstance, eventId: string, ticketId: string): Promise<void> {
  await client.post(`${event(eventId)}/tickets/${encodeURIComponent(ticketId)}/undo`);
}

export async function addGate(client: KyInstance, eventId: string, gate: TGateRequest): Promise<TGate> {
  return parseBody(ZGate, await client.post(`${event(eventId)}/gates`, { json: gate }).json(), "add gate");
}

export async function removeGate(client: KyInstance, eventId: string, gateId: string): Promise<void> {
  await client.delete(`${event(eventId)}/gates/${encodeURIComponent(gateId)}`);
}

export async function enrolDevice(
  client: KyInstance,
  eventId: string,
  request: TEnrolDeviceRequest,
): Promise<TEnrolledDevice> {
  const body = await client.post(`${event(eventId)}/devices`, { json: request }).json();
  return parseBody(ZEnrolledDevice, body, "enrol device");
}

export async function fetchDevices(client: KyInstance, eventId: string): Promise<TDevices> {
  return parseBody(ZDevices, await client.get(`${event(eventId)}/devices`).json(), "devices");
}

export async function revokeDevice(client: KyInstance, deviceId: string): Promise<void> {
  await client.post(`checkin/devices/${encodeURIComponent(deviceId)}/revoke`);
}

export async function fetchDeviceSelf(client: KyInstance): Promise<TDeviceSelf> {
  return parseBody(ZDeviceSelf, await client.get("checkin/device").json(), "device");
}
