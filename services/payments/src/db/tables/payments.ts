import type { ColumnType, JSONColumnType } from "kysely";
import type {
  TOfflinePayment,
  TPaymentBreakdown,
  TPaymentDonation,
  TPaymentSource,
  TPaymentStatus,
} from "@mawid/contracts/payments";

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
  provider: TPaymentSource;
  provider_ref: string | null;
  /** Where the payer pays; null for a payment a host marked paid. */
  url: string | null;
  /** Null on payments projected before migration 003. */
  breakdown: JSONColumnType<TPaymentBreakdown | null, string | null, string | null>;
  donation: JSONColumnType<TPaymentDonation | null, string | null, string | null>;
  offline: JSONColumnType<TOfflinePayment | null, string | null, string | null>;
  succeeded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  started_at: Date;
  updated_at: Date;
}
