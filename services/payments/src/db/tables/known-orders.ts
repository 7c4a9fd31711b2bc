import type { JSONColumnType } from "kysely";
import type { TFund } from "@mawid/contracts/payments";

/** An order's ticket types as placed, for its receipt. */
export interface KnownOrderLine {
  /** Absent on orders recorded before payments kept it. */
  ticketTypeId?: string;
  name: string;
  quantity: number;
  /** What the organisation sells them for, after any discount, fees apart. */
  amount: number;
}

/** Payments' view of ticketing's orders, from OrderPlaced/Paid/Expired/Cancelled on the bus. */
export interface KnownOrdersTable {
  order_id: string;
  event_id: string;
  organization_id: string;
  buyer_id: string;
  currency: string;
  tickets: number;
  fees: number;
  fees_absorbed: number;
  donation: number;
  donation_fund: TFund | null;
  total: number;
  status: "pending" | "paid" | "expired" | "cancelled";
  expires_at: Date;
  /** The payment ticketing made it paid with. */
  paid_by: string | null;
  /** Null on orders placed before migration 003. */
  lines: JSONColumnType<KnownOrderLine[] | null, string | null, string | null>;
  add_ons: number | null;
  attendee_names: JSONColumnType<string[] | null, string | null, string | null>;
  placed_at: Date | null;
}
