import {
  type TCalculationMethod,
  type TMadhab,
  type TPrayerTimesResponse,
  ZPrayerTimesResponse,
} from "@mawid/contracts/events";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

export interface PrayerTimesAt {
  latitude: number;
  longitude: number;
  /** The venue's calendar day, `YYYY-MM-DD`. */
  date: string;
  timeZone: string;
  method?: TCalculationMethod;
  madhab?: TMadhab;
}

export async function fetchPrayerTimes(at: PrayerTimesAt): Promise<TPrayerTimesResponse> {
  const searchParams = new URLSearchParams({
    lat: String(at.latitude),
    lng: String(at.longitude),
    date: at.date,
    timeZone: at.timeZone,
  });
  if (at.method) searchParams.set("method", at.method);
  if (at.madhab) searchParams.set("madhab", at.madhab);
  return parseBody(
    ZPrayerTimesResponse,
    await api.get("prayer-times", { searchParams }).json(),
    "prayer times",
  );
}

/** The day's times at a venue; waits until the venue has a place and a day. */
export function usePrayerTimes(at: PrayerTimesAt | null) {
  return useQuery({
    queryKey: ["events", "prayer-times", at],
    queryFn: () => fetchPrayerTimes(at!),
    enabled: at !== null,
    staleTime: 60 * 60_000,
  });
}
