import {
  type THostVerification,
  type TVerificationQueue,
  ZHostVerification,
  ZVerificationQueue,
} from "@mawid/contracts/events";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const queueKey = ["events", "verification-requests"] as const;
const path = (organizationId: string) => `organizations/${encodeURIComponent(organizationId)}/verification`;

async function fetchQueue(): Promise<TVerificationQueue> {
  return parseBody(ZVerificationQueue, await api.get("verification-requests").json(), "verification queue");
}

async function decide(
  decision:
    | { organizationId: string; verify: true }
    | { organizationId: string; verify: false; reason: string },
): Promise<THostVerification> {
  const answer = decision.verify
    ? api.post(`${path(decision.organizationId)}/approve`)
    : api.post(`${path(decision.organizationId)}/reject`, { json: { reason: decision.reason } });
  return parseBody(ZHostVerification, await answer.json(), "verification decision");
}

/** Pending host verification requests, oldest first, for platform admins. */
export function useVerificationQueue() {
  return useQuery({ queryKey: queueKey, queryFn: fetchQueue });
}

/** A decided request leaves the queue at once; the queue is read again behind it. */
export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (decided) => {
      client.setQueryData(queueKey, (queue: TVerificationQueue | undefined) =>
        queue ? { items: queue.items.filter((r) => r.organizationId !== decided.organizationId) } : queue,
      );
      return client.invalidateQueries({ queryKey: queueKey });
    },
  });
}
