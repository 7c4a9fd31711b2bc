import type { TOfflineBundle } from "@mawid/contracts/checkin";
import { useQuery } from "@tanstack/react-query";
import type { KyInstance } from "ky";
import { fetchOfflineBundle } from "../api/checkin-api";
import { isUnreachable } from "../station/unreachable";
import { loadBundle, saveBundle } from "./offline-db";

/** A station refreshes its keys, revocations and tickets this often while it is open. */
export const BUNDLE_REFRESH_MS = 60_000;

export interface StationBundle {
  bundle: TOfflineBundle;
  /** False when the service could not be reached and the copy kept on this device is shown. */
  fresh: boolean;
}

/**
 * The event's offline bundle, downloaded on opening and every minute and kept in IndexedDB; when the
 * service is out of reach, the kept copy. Queries run offline too (networkMode always): the kept
 * copy is what an offline station needs most.
 */
export function useOfflineBundle(client: KyInstance, eventId: string, station: string) {
  return useQuery({
    queryKey: ["checkin", "bundle", eventId, station],
    networkMode: "always",
    refetchInterval: BUNDLE_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
    queryFn: async (): Promise<StationBundle> => {
      try {
        const bundle = await fetchOfflineBundle(client, eventId);
        await saveBundle(bundle).catch(() => undefined);
        return { bundle, fresh: true };
      } catch (error) {
        const kept = isUnreachable(error) ? await loadBundle(eventId).catch(() => undefined) : undefined;
        if (kept) return { bundle: kept, fresh: false };
        throw error;
      }
    },
  });
}
