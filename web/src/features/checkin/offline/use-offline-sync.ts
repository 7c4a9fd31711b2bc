import type { KyInstance } from "ky";
import { useCallback, useEffect, useRef, useState } from "react";
import { type AppError, toAppError } from "../../../shared/http/app-error";
import { type DuplicateReport, duplicateReports, queuedScans } from "./offline-db";
import { syncQueue } from "./sync-queue";

/** While scans wait, the station tries again this often, besides whenever the browser comes online. */
const RETRY_MS = 10_000;

export interface SyncState {
  queued: number;
  lastSyncAt: Date | null;
  syncing: boolean;
  failure: AppError | null;
  duplicates: DuplicateReport[];
}

/** The station's queue of offline scans and its sync to the service. */
export function useOfflineSync(client: KyInstance, eventId: string, deviceId: string | null, ready: boolean) {
  const [state, setState] = useState<SyncState>({
    queued: 0,
    lastSyncAt: null,
    syncing: false,
    failure: null,
    duplicates: [],
  });
  const running = useRef(false);

  const refresh = useCallback(async () => {
    const [queue, duplicates] = await Promise.all([queuedScans(eventId), duplicateReports(eventId)]);
    setState((s) => ({ ...s, queued: queue.length, duplicates }));
    return queue.length;
  }, [eventId]);

  const sync = useCallback(async () => {
    if (running.current || !ready) return;
    running.current = true;
    setState((s) => ({ ...s, syncing: true }));
    try {
      if ((await refresh()) > 0) await syncQueue(client, eventId, deviceId);
      setState((s) => ({ ...s, lastSyncAt: new Date(), failure: null }));
    } catch (error) {
      setState((s) => ({ ...s, failure: toAppError(error) }));
    } finally {
      running.current = false;
      await refresh().catch(() => undefined);
      setState((s) => ({ ...s, syncing: false }));
    }
  }, [client, eventId, deviceId, ready, refresh]);

  useEffect(() => {
    void sync();
    const online = () => void sync();
    window.addEventListener("online", online);
    const timer = setInterval(() => {
      if (!navigator.onLine) return;
      void refresh().then((queued) => {
        if (queued > 0) void sync();
      });
    }, RETRY_MS);
    return () => {
      window.removeEventListener("online", online);
      clearInterval(timer);
    };
  }, [sync, refresh]);

  return { ...state, sync, refresh };
}
