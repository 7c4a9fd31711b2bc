import type { ColumnType } from "kysely";
import type { TPaymentProvider, TPaymentStatus } from "@mawid/contracts/payments";

/** Each payment as it stands, projected from its stream. */
export interface PaymentsTable {
  payment_id: string;
  order_id: string | null;
  donation_id: string | null;
  organization_id: string;
  payer_id: string;
  amount: number;
  refunded: ColumnType<number, number | undefined, number>;
  currency: string;
  status: TPaymentStatus;
  provider: TPaymentProvider;
  provider_ref: string | null;
  url: string;
  started_at: Date;
  updated_at: Date;
}
