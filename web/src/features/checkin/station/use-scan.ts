import type { TOfflineBundle, TScanAnswer, TScanDirection } from "@mawid/contracts/checkin";
import type { KyInstance } from "ky";
import { useCallback, useRef } from "react";
import { type AppError, toAppError } from "../../../shared/http/app-error";
import { postScan } from "../api/checkin-api";
import { newNonce } from "../offline/nonce";
import { enqueueScan, queuedScans } from "../offline/offline-db";
import { decideOffline, insideFromBundle } from "../offline/verify-offline";
import { NO_BUNDLE } from "./checkin-error-text";
import { isUnreachable } from "./unreachable";

export type ScanOutcome =
  | { kind: "answer"; answer: TScanAnswer; offline: boolean; at: Date }
  | { kind: "error"; error: AppError; at: Date };

export interface ScanSettings {
  client: KyInstance;
  eventId: string;
  deviceId: string | null;
  gateId: string | undefined;
  direction: TScanDirection;
  bundle: TOfflineBundle | undefined;
  /** Called after a scan joined the offline queue. */
  onQueued: () => void;
}

/** Tickets let in offline before a reload, still waiting to sync; they are inside too. */
async function queuedEntries(eventId: string): Promise<Array<[string, string]>> {
  const queued = await queuedScans(eventId).catch(() => []);
  return queued.filter((s) => s.admittedOffline && s.ticketId).map((s) => [s.ticketId!, s.scannedAt]);
}

/**
 * One scan: to the service with a nonce; when the service cannot be reached (or the browser is
 * offline), decided here from the offline bundle and queued under the same nonce, so a scan the
 * service did record before the connection dropped is still counted once.
 */
export function useScan(settings: ScanSettings) {
  const current = useRef(settings);
  current.current = settings;
  // who this station let in while this page is open, so it refuses a second entry offline too
  const letIn = useRef(new Map<string, string>());

  return useCallback(async (qr: string): Promise<ScanOutcome> => {
    const { client, eventId, deviceId, gateId, direction, bundle, onQueued } = current.current;
    const nonce = newNonce();
    const at = new Date();
    const scannedAt = at.toISOString();
    if (navigator.onLine) {
      try {
        const answer = await postScan(client, {
          eventId,
          qr,
          gateId,
          nonce,
          scannedAt,
          direction,
          ...(deviceId ? { deviceId } : {}),
        });
        const id = answer.ticket?.id;
        if (id && answer.result === "admitted") letIn.current.set(id, scannedAt);
        if (id && answer.result === "checked_out") letIn.current.delete(id);
        return { kind: "answer", answer, offline: false, at };
      } catch (error) {
        if (!isUnreachable(error)) return { kind: "error", error: toAppError(error), at };
      }
    }
    if (!bundle)
      return { kind: "error", error: { status: null, code: NO_BUNDLE, message: null, fields: {} }, at };
    const inside = new Map([
      ...insideFromBundle(bundle),
      ...(await queuedEntries(eventId)),
      ...letIn.current,
    ]);
    const { answer, ticketId } = await decideOffline(bundle, { qr, gateId, direction, now: at, inside });
    if (ticketId && answer.result === "admitted") letIn.current.set(ticketId, scannedAt);
    if (ticketId && answer.result === "checked_out") letIn.current.delete(ticketId);
    await enqueueScan({
      nonce,
      eventId,
      qr,
      gateId,
      direction,
      scannedAt,
      admittedOffline: answer.result === "admitted",
      ticketId,
      attendeeName: answer.ticket?.attendeeName ?? null,
    });
    onQueued();
    return { kind: "answer", answer, offline: true, at };
  }, []);
}
