import type { TParkedMessage, TParkedMessageList } from "@mawid/contracts/platform";
import { queryOptions, usePrefetchQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { fetchParkedMessages } from "./parked-messages-api";
import { platformHealthKey } from "./queries";

export const parkedMessagesKey = (service: string) => ["parked-messages", service] as const;

/** A message is parked once per consumer group, so the two together name it. */
export const parkedMessageKey = (message: TParkedMessage) => `${message.group}/${message.messageId}`;

const parkedMessagesQuery = (service: string) =>
  queryOptions({ queryKey: parkedMessagesKey(service), queryFn: () => fetchParkedMessages(service) });

export function useParkedMessages(service: string) {
  return useQuery(parkedMessagesQuery(service));
}

/** The drawer renders its content only once opened; asking as it mounts loads the list while it slides in. */
export function usePrefetchParkedMessages(service: string) {
  usePrefetchQuery(parkedMessagesQuery(service));
}

/**
 * Drops a message that left the list from the cached list at once, so it does not linger with live
 * buttons until the refetch arrives.
 */
export function useDropParked(service: string) {
  const client = useQueryClient();
  return useCallback(
    (gone: TParkedMessage) => {
      const key = parkedMessageKey(gone);
      client.setQueryData<TParkedMessageList>(parkedMessagesKey(service), (list) =>
        list
          ? {
              ...list,
              total: Math.max(0, list.total - 1),
              messages: list.messages.filter((m) => parkedMessageKey(m) !== key),
            }
          : list,
      );
    },
    [client, service],
  );
}

/** Refetches the list and, when messages left it, the page's parked counts. */
export function useRefetchParked(service: string) {
  const client = useQueryClient();
  return useCallback(
    (countsChanged: boolean) => {
      if (countsChanged) void client.invalidateQueries({ queryKey: platformHealthKey });
      void client.invalidateQueries({ queryKey: parkedMessagesKey(service) });
    },
    [client, service],
  );
}

/** After an answer about one message: `gone` is the message when it left the list. */
export function useRefreshParked(service: string) {
  const drop = useDropParked(service);
  const refetch = useRefetchParked(service);
  return useCallback(
    (gone: TParkedMessage | null) => {
      if (gone) drop(gone);
      refetch(gone !== null);
    },
    [drop, refetch],
  );
}
