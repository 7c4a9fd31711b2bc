import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { fetchOrder } from "../../tickets/shared/orders-api";

const POLL_MS = 1_500;
const POLL_FOR_MS = 20_000;

/**
 * The paid order behind a payment: ticketing marks it paid a moment after the payment succeeds (a
 * consumer on the bus), so a still-pending order is asked again for a short while, then left as
 * "still processing" rather than polled for ever.
 */
export function useOrderOutcome(orderId: string | null) {
  const [since] = useState(() => Date.now());
  const order = useQuery({
    queryKey: ["orders", orderId, "outcome"],
    queryFn: () => fetchOrder(orderId ?? ""),
    enabled: orderId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && Date.now() - since < POLL_FOR_MS ? POLL_MS : false,
  });
  const status = order.data?.status;
  return {
    order,
    processing: status === "pending" && Date.now() - since < POLL_FOR_MS,
    stillPending: status === "pending" && Date.now() - since >= POLL_FOR_MS,
  };
}
