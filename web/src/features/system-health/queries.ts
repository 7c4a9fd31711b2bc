import { useQuery } from "@tanstack/react-query";
import { HEALTH_REFRESH_MS } from "../../shared/config/app-config";
import { fetchPlatformHealth } from "./api";

export function usePlatformHealth() {
  return useQuery({
    queryKey: ["platform-health"],
    queryFn: fetchPlatformHealth,
    refetchInterval: HEALTH_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
}
