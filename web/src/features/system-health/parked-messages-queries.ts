import type { TParkedMessage, TParkedMessageList } from "@mawid/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { fetchParkedMessages } from "./parked-messages-api";
import { platformHealthKey } from "./queries";

export const parkedMessagesKey = (service: string) => ["parked-messages", service] as const;

export function useParkedMessages(service: string) {
  return useQuery({ queryKey: parkedMessagesKey(service), queryFn: () => fetchParkedMessages(service) });
}

const sameMessage = (a: TParkedMessage, b: TParkedMessage) =>
  a.group === b.group && a.messageId === b.messageId;

/**
 * After an answer about one message the list (and, when the message left it, the page's parked
 * counts) are out of date. A message that left is dropped from the list at once, so it does not
 * linger with live buttons until the refetch arrives.
 */
export function useRefreshParked(service: string) {
  const client = useQueryClient();
  return useCallback(
    (gone: TParkedMessage | null) => {
      const key = parkedMessagesKey(service);
      if (gone) {
        client.setQueryData<TParkedMessageList>(key, (list) =>
          list
            ? {
                ...list,
                total: Math.max(0, list.total - 1),
                messages: list.messages.filter((m) => !sameMessage(m, gone)),
              }
            : list,
        );
        void client.invalidateQueries({ queryKey: platformHealthKey });
      }
      void client.invalidateQueries({ queryKey: key });
    },
    [client, service],
  );
}
