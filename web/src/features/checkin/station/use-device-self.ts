import { useQuery } from "@tanstack/react-query";
import type { KyInstance } from "ky";
import { fetchDeviceSelf } from "../api/checkin-api";
import { rememberDevice, rememberedDevice } from "./remembered-device";
import { isUnreachable } from "./unreachable";

/** An enrolled device's own record (its id, gates and expiry), from the service or, offline, as last seen. */
export function useDeviceSelf(client: KyInstance, eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["checkin", "device", eventId],
    enabled,
    networkMode: "always",
    retry: false,
    queryFn: async () => {
      try {
        const device = await fetchDeviceSelf(client);
        rememberDevice(device);
        return device;
      } catch (error) {
        const kept = isUnreachable(error) ? rememberedDevice(eventId) : undefined;
        if (kept) return kept;
        throw error;
      }
    },
  });
}
