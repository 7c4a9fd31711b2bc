import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { fetchOrder } from "../../tickets/shared/orders-api";

/**
 * The order a declined checkout sends the buyer back to (/register-event/{id}?order=…&payment=declined),
 * so its held seats and Pay button are there again; `dismiss` leaves it for a fresh start.
 */
export function useReturnedOrder() {
  const [params, setParams] = useSearchParams();
  const orderId = params.get("order");
  const order = useQuery({
    queryKey: ["orders", orderId],
    queryFn: () => fetchOrder(orderId ?? ""),
    enabled: orderId !== null,
  });
  return {
    order: orderId ? (order.data ?? null) : null,
    declined: orderId !== null && params.get("payment") === "declined",
    dismiss: () => setParams({}, { replace: true }),
  };
}
