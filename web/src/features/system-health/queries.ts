import { useQuery } from "@tanstack/react-query";
import { HEALTH_REFRESH_MS } from "../../shared/config/app-config";
import { fetchPlatformHealth } from "./api";

export const platformHealthKey = ["platform-health"] as const;

export function usePlatformHealth() {
  return useQuery({
    queryKey: platformHealthKey,
    queryFn: fetchPlatformHealth,
    refetchInterval: HEALTH_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
}
