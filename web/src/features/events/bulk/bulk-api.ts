import { type TBulkRequest, type TBulkResponse, ZBulkResponse } from "@mawid/contracts/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

async function runBulk(body: TBulkRequest): Promise<TBulkResponse> {
  return parseBody(ZBulkResponse, await api.post("events/bulk", { json: body }).json(), "bulk operation");
}

/** Every list of events may have changed after a bulk action, so they are all read again. */
export function useBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runBulk,
    onSuccess: () => client.invalidateQueries({ queryKey: ["events"] }),
  });
}
