import type { TFund } from "@mawid/contracts/payments";

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
}
