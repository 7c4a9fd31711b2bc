import type { TAddOnKind, TCreateAddOnRequest } from "@mawid/contracts/ticketing";
import { toMinor } from "../shared/money";

/** The seller select's choice for the host itself; vendors are chosen by their id. */
export const SOLD_BY_US = "us";

/**
 * The add-on form as typed: the price in major units (12.50), the seller (vendorId) as a vendor's id or
 * SOLD_BY_US. The numbers are required fields, so they are there when the form is sent.
 */
export interface AddOnValues {
  name: string;
  description?: string;
  kind: TAddOnKind;
  price: number;
  currency: string;
  stock: number;
  maxPerOrder: number;
  vendorId: string;
}

export const initialAddOnValues = (currency: string): Partial<AddOnValues> => ({
  kind: "meal",
  currency,
  maxPerOrder: 10,
  vendorId: SOLD_BY_US,
});

/** The request as the contract wants it: money in minor units, the host's own goods with no vendor. */
export function toCreateAddOnRequest(v: AddOnValues): TCreateAddOnRequest {
  return {
    name: v.name,
    description: v.description ?? "",
    kind: v.kind,
    price: toMinor(v.price, v.currency),
    currency: v.currency,
    stock: v.stock,
    maxPerOrder: v.maxPerOrder,
    vendorId: v.vendorId === SOLD_BY_US ? null : v.vendorId,
  };
}
