import type { TOrder } from "@mawid/contracts/ticketing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refundOrder } from "../attendees/attendees-api";
import { fetchOrder } from "../shared/orders-api";
import { myTicketsKey, ticketTypesKey } from "../shared/ticket-queries";

/** The same key the payment screens keep an order under, so they and My tickets share one answer. */
const orderKey = (orderId: string) => ["orders", orderId] as const;

export const useOwnOrder = (orderId: string) =>
  useQuery({ queryKey: orderKey(orderId), queryFn: () => fetchOrder(orderId) });

/**
 * The buyer's refund of their whole order. Its tickets are revoked in the same commit, so My tickets
 * is asked again to show them so; the freed seats are back on sale.
 */
export function useRefundOwnOrder(order: Pick<TOrder, "id" | "eventId">) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => refundOrder(order.id),
    onSuccess: (refunded) => {
      client.setQueryData(orderKey(order.id), refunded);
      void client.invalidateQueries({ queryKey: myTicketsKey });
      void client.invalidateQueries({ queryKey: ticketTypesKey(order.eventId) });
    },
  });
}
