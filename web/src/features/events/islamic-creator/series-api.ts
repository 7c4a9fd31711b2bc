import { type TCreateSeriesRequest, type TSeries, ZSeries } from "@mawid/contracts/events";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

export async function createSeries(eventId: string, body: TCreateSeriesRequest): Promise<TSeries> {
  const answer = await api.post(`events/${encodeURIComponent(eventId)}/series`, { json: body }).json();
  return parseBody(ZSeries, answer, "create series");
}
