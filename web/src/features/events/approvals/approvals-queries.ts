import type { TEvent } from "@mawid/contracts/events";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { eventKey } from "../shared/event-queries";
import { approveEvent, fetchApprovals, rejectEvent } from "./approvals-api";

const approvalsKey = ["events", "approvals"] as const;

export function useApprovals() {
  return useQuery({ queryKey: approvalsKey, queryFn: fetchApprovals });
}

/** A decided event leaves the queue at once; the queue is read again behind it. */
function useDecision<V>(decide: (variables: V) => Promise<TEvent>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (event) => {
      client.setQueryData(eventKey(event.id), event);
      client.setQueryData(approvalsKey, (queue: { items: TEvent[] } | undefined) =>
        queue ? { items: queue.items.filter((e) => e.id !== event.id) } : queue,
      );
      return client.invalidateQueries({ queryKey: approvalsKey });
    },
  });
}

export const useApprove = () => useDecision((id: string) => approveEvent(id));
export const useReject = () =>
  useDecision(({ id, reason }: { id: string; reason: string }) => rejectEvent(id, reason));
