import {
  DEFAULT_PRAYER_SETTINGS,
  type TPrayerSettings,
  ZPrayerSettingsResponse,
} from "@mawid/contracts/events";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

async function fetchPrayerSettings(organizationId: string): Promise<TPrayerSettings> {
  const body = await api.get(`organizations/${encodeURIComponent(organizationId)}/prayer-settings`).json();
  return parseBody(ZPrayerSettingsResponse, body, "prayer settings").settings;
}

/**
 * The organisation's calculation method, madhab, Hijri offset and iqamah times. Until they load, or
 * if they cannot, the platform's defaults apply, as the service applies them to an organisation that
 * never saved its own.
 */
export function usePrayerSettings(organizationId: string | undefined): TPrayerSettings {
  const settings = useQuery({
    queryKey: ["events", "prayer-settings", organizationId],
    queryFn: () => fetchPrayerSettings(organizationId!),
    enabled: Boolean(organizationId),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return settings.data ?? DEFAULT_PRAYER_SETTINGS;
}
