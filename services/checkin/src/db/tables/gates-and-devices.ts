import type { TSection } from "@mawid/contracts/ticketing";

/** Read model: an event's gates (check-in lists) as its gates stream leaves them. */
export interface GatesTable {
  event_id: string;
  gate_id: string;
  name: string;
  sections: TSection[];
  ticket_type_ids: string[];
  opens_at: Date | null;
  closes_at: Date | null;
  reentry: boolean;
  capacity: number | null;
  /** The order hosts added them in: stations list gates, and name the right one, in this order. */
  position: number;
}

/** Read model: every enrolled scanning device as its stream leaves it. */
export interface DevicesTable {
  device_id: string;
  event_id: string;
  organization_id: string;
  name: string;
  /** Gates it may scan at; empty for every gate of the event. */
  gate_ids: string[];
  expires_at: Date;
  enrolled_by: string;
  enrolled_at: Date;
  revoked_at: Date | null;
}

/** A device token's SHA-256, written with the enrolment; the token itself is shown once and never kept. */
export interface DeviceSecretsTable {
  device_id: string;
  token_hash: Buffer;
}

/** Read model: each device's scans, admitted and rejected, and when it last scanned. */
export interface DeviceActivityTable {
  device_id: string;
  admitted: number;
  rejected: number;
  last_scan_at: Date;
}

/** Tables of gates, devices, device secrets and device activity (migration 002). */
export interface GateAndDeviceTables {
  gates: GatesTable;
  devices: DevicesTable;
  device_secrets: DeviceSecretsTable;
  device_activity: DeviceActivityTable;
}
