import { type TCloneRequest, type TEvent, ZEvent } from "@mawid/contracts/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";
import { eventKey } from "../shared/event-queries";

async function cloneEvent(id: string, body: TCloneRequest): Promise<TEvent> {
  const answer = await api.post(`events/${encodeURIComponent(id)}/clone`, { json: body }).json();
  return parseBody(ZEvent, answer, "clone event");
}

export function useCloneEvent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCloneRequest) => cloneEvent(id, body),
    onSuccess: (copy) => client.setQueryData(eventKey(copy.id), copy),
  });
}
