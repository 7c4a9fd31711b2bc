import type { TOfflineBundle, TScanDirection } from "@mawid/contracts/checkin";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/** A scan made while the service could not be reached, kept until the service has recorded it. */
export interface QueuedScan {
  nonce: string;
  eventId: string;
  qr: string;
  gateId?: string;
  direction: TScanDirection;
  /** When the person stood at the door, which the server orders admissions by. */
  scannedAt: string;
  /** What the station decided offline, so a duplicate is only reported for someone it let in. */
  admittedOffline: boolean;
  ticketId: string | null;
  attendeeName: string | null;
}

/** An offline admission the server found was already admitted elsewhere, earlier. */
export interface DuplicateReport {
  nonce: string;
  eventId: string;
  attendeeName: string | null;
  scannedAt: string;
  reportedAt: string;
}

interface CheckinDb extends DBSchema {
  bundles: { key: string; value: TOfflineBundle };
  queue: { key: string; value: QueuedScan; indexes: { byEvent: string } };
  duplicates: { key: string; value: DuplicateReport; indexes: { byEvent: string } };
}

let opened: Promise<IDBPDatabase<CheckinDb>> | null = null;

function db(): Promise<IDBPDatabase<CheckinDb>> {
  opened ??= openDB<CheckinDb>("mawid-checkin", 1, {
    upgrade(database) {
      database.createObjectStore("bundles", { keyPath: "eventId" });
      database.createObjectStore("queue", { keyPath: "nonce" }).createIndex("byEvent", "eventId");
      database.createObjectStore("duplicates", { keyPath: "nonce" }).createIndex("byEvent", "eventId");
    },
  });
  return opened;
}

export async function saveBundle(bundle: TOfflineBundle): Promise<void> {
  await (await db()).put("bundles", bundle);
}

export async function loadBundle(eventId: string): Promise<TOfflineBundle | undefined> {
  return (await db()).get("bundles", eventId);
}

export async function enqueueScan(scan: QueuedScan): Promise<void> {
  await (await db()).put("queue", scan);
}

/** Oldest first, as the batch route wants them. */
export async function queuedScans(eventId: string): Promise<QueuedScan[]> {
  const scans = await (await db()).getAllFromIndex("queue", "byEvent", eventId);
  return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

/** Drops the scans the server recorded and keeps its duplicate reports, in one transaction. */
export async function settleScans(
  nonces: readonly string[],
  duplicates: readonly DuplicateReport[],
): Promise<void> {
  const tx = (await db()).transaction(["queue", "duplicates"], "readwrite");
  await Promise.all([
    ...nonces.map((nonce) => tx.objectStore("queue").delete(nonce)),
    ...duplicates.map((report) => tx.objectStore("duplicates").put(report)),
    tx.done,
  ]);
}

export async function duplicateReports(eventId: string): Promise<DuplicateReport[]> {
  const reports = await (await db()).getAllFromIndex("duplicates", "byEvent", eventId);
  return reports.sort((a, b) => b.reportedAt.localeCompare(a.reportedAt));
}
