import type { ColumnType } from "kysely";
import type { OrderRecord } from "../../order/state.ts";

/** Read model of orders: the order as its events fold it, with the columns the expiry sweep reads. */
export interface OrdersTable {
  order_id: string;
  event_id: string;
  buyer_id: string;
  status: string;
  expires_at: Date;
  state: ColumnType<OrderRecord, string, string>;
}

/** A buyer's Idempotency-Key and the order it placed, written with the order. */
export interface OrderIdempotencyKeysTable {
  buyer_id: string;
  key: string;
  request_hash: string;
  order_id: string;
}
