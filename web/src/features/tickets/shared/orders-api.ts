import {
  IDEMPOTENCY_KEY_HEADER,
  type TOrder,
  type TPlaceOrderRequest,
  ZOrder,
} from "@mawid/contracts/ticketing";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

const orderPath = (id: string) => `orders/${encodeURIComponent(id)}`;

/** The key makes a retried request answer the order it already placed instead of a second one. */
export async function placeOrder(request: TPlaceOrderRequest, idempotencyKey: string): Promise<TOrder> {
  const body = await api
    .post("orders", { json: request, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })
    .json();
  return parseBody(ZOrder, body, "place order");
}

export async function fetchOrder(id: string): Promise<TOrder> {
  return parseBody(ZOrder, await api.get(orderPath(id)).json(), "order");
}

export async function cancelOrder(id: string): Promise<TOrder> {
  return parseBody(ZOrder, await api.post(`${orderPath(id)}/cancel`).json(), "cancel order");
}
