import { ZGates } from "@mawid/contracts/checkin";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

/**
 * The chosen event's gates by id, so arrivals read "Sisters' entrance" rather than its id. Without an
 * event (or when check-in does not answer) the ids stand as they are.
 */
export function useGateNames(eventId: string | undefined): (series: string) => string | undefined {
  const gates = useQuery({
    queryKey: ["checkin", "gates", eventId],
    queryFn: async () =>
      parseBody(
        ZGates,
        await api.get(`checkin/events/${encodeURIComponent(eventId!)}/gates`).json(),
        "gates",
      ),
    enabled: Boolean(eventId),
  });
  return (series) => gates.data?.find((g) => g.id === series)?.name;
}
