import {
  type TFairMarketValues,
  type TFairMarketValueView,
  ZFairMarketValues,
  ZFairMarketValueView,
} from "@mawid/contracts/ticketing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const key = (eventId: string) => ["tickets", "fair-market-values", eventId] as const;
const base = (eventId: string) => `events/${encodeURIComponent(eventId)}/ticket-types`;

export async function fetchFairMarketValues(eventId: string): Promise<TFairMarketValues> {
  const body = await api.get(`${base(eventId)}/fair-market-values`).json();
  return parseBody(ZFairMarketValues, body, "fair-market values");
}

export async function setFairMarketValue(
  eventId: string,
  ticketTypeId: string,
  fairMarketValue: number | null,
): Promise<TFairMarketValueView> {
  const body = await api
    .put(`${base(eventId)}/${encodeURIComponent(ticketTypeId)}/fair-market-value`, {
      json: { fairMarketValue },
    })
    .json();
  return parseBody(ZFairMarketValueView, body, "fair-market value");
}

export const useFairMarketValues = (eventId: string) =>
  useQuery({ queryKey: key(eventId), queryFn: () => fetchFairMarketValues(eventId) });

export function useSetFairMarketValue(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      ticketTypeId,
      fairMarketValue,
    }: {
      ticketTypeId: string;
      fairMarketValue: number | null;
    }) => setFairMarketValue(eventId, ticketTypeId, fairMarketValue),
    onSuccess: () => client.invalidateQueries({ queryKey: key(eventId) }),
  });
}
