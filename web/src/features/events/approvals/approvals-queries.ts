import type { TEvent, TEventApprovals } from "@mawid/contracts/events";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { eventKey } from "../shared/event-queries";
import { approveEvent, fetchApprovals, rejectEvent } from "./approvals-api";

const approvalsKey = ["events", "approvals"] as const;

export function useApprovals(page: number) {
  return useQuery({
    queryKey: [...approvalsKey, page],
    queryFn: () => fetchApprovals(page),
    placeholderData: keepPreviousData,
  });
}

/** A decided event leaves the queue at once; the queue is read again behind it. */
function useDecision<V>(decide: (variables: V) => Promise<TEvent>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (event) => {
      client.setQueryData(eventKey(event.id), event);
      client.setQueriesData({ queryKey: approvalsKey }, (queue: TEventApprovals | undefined) =>
        queue
          ? { ...queue, items: queue.items.filter((e) => e.id !== event.id), total: queue.total - 1 }
          : queue,
      );
      return client.invalidateQueries({ queryKey: approvalsKey });
    },
  });
}

export const useApprove = () => useDecision((id: string) => approveEvent(id));
export const useReject = () =>
  useDecision(({ id, reason }: { id: string; reason: string }) => rejectEvent(id, reason));
