import { MAX_SCANS_PER_BATCH, type TScanAnswer } from "@mawid/contracts/checkin";
import type { KyInstance } from "ky";
import { postScan, postScanBatch } from "../api/checkin-api";
import { type DuplicateReport, type QueuedScan, queuedScans, settleScans } from "./offline-db";

export interface SyncOutcome {
  sent: number;
  duplicates: number;
}

function report(scan: QueuedScan, now: Date): DuplicateReport {
  return {
    nonce: scan.nonce,
    eventId: scan.eventId,
    attendeeName: scan.attendeeName,
    scannedAt: scan.scannedAt,
    reportedAt: now.toISOString(),
  };
}

/**
 * Sends the event's queue, oldest first, and drops what the server recorded. An enrolled device
 * sends batches; a member's station (the batch route is for devices) sends each scan with its nonce
 * and original time, and a ticket it let in that the server had admitted first is the duplicate.
 * A failure leaves the rest queued for the next try; nonces make a resend harmless.
 */
export async function syncQueue(
  client: KyInstance,
  eventId: string,
  deviceId: string | null,
  now: () => Date = () => new Date(),
): Promise<SyncOutcome> {
  const scans = await queuedScans(eventId);
  let sent = 0;
  let duplicates = 0;
  if (deviceId) {
    for (let at = 0; at < scans.length; at += MAX_SCANS_PER_BATCH) {
      const chunk = scans.slice(at, at + MAX_SCANS_PER_BATCH);
      const answer = await postScanBatch(client, {
        eventId,
        deviceId,
        scans: chunk.map(({ qr, gateId, nonce, scannedAt, direction }) => ({
          qr,
          gateId,
          nonce,
          scannedAt,
          direction,
        })),
      });
      const byNonce = new Map(chunk.map((s) => [s.nonce, s]));
      const reported = answer.results.filter((r) => r.duplicate && byNonce.get(r.nonce)?.admittedOffline);
      await settleScans(
        answer.results.map((r) => r.nonce),
        reported.map((r) => report(byNonce.get(r.nonce)!, now())),
      );
      sent += answer.results.length;
      duplicates += reported.length;
    }
    return { sent, duplicates };
  }
  for (const scan of scans) {
    const answer: TScanAnswer = await postScan(client, {
      eventId,
      qr: scan.qr,
      gateId: scan.gateId,
      nonce: scan.nonce,
      scannedAt: scan.scannedAt,
      direction: scan.direction,
    });
    const duplicate = scan.admittedOffline && answer.result === "already_checked_in";
    await settleScans([scan.nonce], duplicate ? [report(scan, now())] : []);
    sent += 1;
    if (duplicate) duplicates += 1;
  }
  return { sent, duplicates };
}
