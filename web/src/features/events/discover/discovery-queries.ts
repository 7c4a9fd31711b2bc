import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchDiscovery, fetchPersonalDiscovery } from "./discovery-api";

export function useDiscovery(searchParams: URLSearchParams) {
  const query = searchParams.toString();
  return useQuery({
    queryKey: ["events", "discovery", query],
    queryFn: () => fetchDiscovery(new URLSearchParams(query)),
    placeholderData: keepPreviousData,
  });
}

export function usePersonalDiscovery(searchParams: URLSearchParams) {
  const query = searchParams.toString();
  return useQuery({
    queryKey: ["events", "discover", query],
    queryFn: () => fetchPersonalDiscovery(new URLSearchParams(query)),
    placeholderData: keepPreviousData,
  });
}
