import type { TOrderAddOnLine, TOrderAddOnRequest, TReservation } from "@mawid/contracts/ticketing";
import { quotaIds } from "../capacity/quota-ids.ts";
import { AddOnNotFoundError, AddOnSoldOutError, InvalidOrderError, InvalidQuantityError } from "../errors.ts";
import type { AddOnSnapshot } from "./read.ts";

export interface PricedAddOns {
  lines: TOrderAddOnLine[];
  reservations: TReservation[];
  total: number;
}

/**
 * The add-ons of an order at their prices (no platform fee: the fee is per ticket), in the tickets'
 * currency, and the stock each takes. Refuses what the stock read before the order shows cannot fit;
 * the reservation decides the rest.
 */
export function priceAddOns(
  requests: readonly TOrderAddOnRequest[],
  addOns: readonly AddOnSnapshot[],
  currency: string,
): PricedAddOns {
  const byId = new Map(addOns.map((a) => [a.id, a]));
  const lines: TOrderAddOnLine[] = [];
  const reservations: TReservation[] = [];
  for (const request of requests) {
    const addOn = byId.get(request.addOnId);
    if (!addOn?.offered) throw new AddOnNotFoundError();
    if (lines.some((l) => l.addOnId === addOn.id))
      throw new InvalidOrderError("List each add-on once", "addOns");
    if (addOn.currency !== currency) {
      throw new InvalidOrderError("Buy add-ons priced in the tickets' currency", "addOns");
    }
    if (request.quantity > addOn.maxPerOrder) {
      throw new InvalidQuantityError(`${addOn.name}: at most ${addOn.maxPerOrder} per order`);
    }
    if (request.quantity > addOn.left) throw new AddOnSoldOutError();
    lines.push({
      addOnId: addOn.id,
      name: addOn.name,
      kind: addOn.kind,
      vendorId: addOn.vendorId,
      quantity: request.quantity,
      unitPrice: addOn.price,
      total: request.quantity * addOn.price,
    });
    reservations.push({ quotaId: quotaIds.addOn(addOn.id), seats: request.quantity });
  }
  return { lines, reservations, total: lines.reduce((sum, l) => sum + l.total, 0) };
}
