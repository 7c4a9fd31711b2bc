import { createHash } from "node:crypto";
import type { TPlaceOrderRequest } from "@mawid/contracts/ticketing";
import type { Kysely, Transaction } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { IdempotencyKeyReusedError } from "../errors.ts";

export function requestHash(body: TPlaceOrderRequest): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

/** The order an earlier request with the key placed; the key on another request is refused. */
export function earlierOrder(earlier: { orderId: string; requestHash: string }, hash: string): string {
  if (earlier.requestHash !== hash) throw new IdempotencyKeyReusedError();
  return earlier.orderId;
}

/** The order a buyer's earlier request with this key placed, if any; the key on another request is refused. */
export async function orderForKey(
  db: Kysely<TicketingDatabase>,
  buyerId: string,
  key: string,
  hash: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("order_idempotency_keys")
    .select(["order_id", "request_hash"])
    .where("buyer_id", "=", buyerId)
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? earlierOrder({ orderId: row.order_id, requestHash: row.request_hash }, hash) : null;
}

/** Written with the order: of two requests racing with one key, the second fails here and places nothing. */
export async function recordKey(
  trx: Transaction<TicketingDatabase>,
  row: { buyerId: string; key: string; hash: string; orderId: string },
): Promise<void> {
  await trx
    .insertInto("order_idempotency_keys")
    .values({ buyer_id: row.buyerId, key: row.key, request_hash: row.hash, order_id: row.orderId })
    .execute();
}

export function isKeyTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === "23505" && e.constraint === "order_idempotency_keys_pkey";
}
