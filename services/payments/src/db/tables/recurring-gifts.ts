import type { JSONColumnType } from "kysely";
import type { TFund, TGiftAidDeclaration, TPaymentProvider, TRecurrence } from "@mawid/contracts/payments";

/** Recurring gifts, projected from their streams. */
export interface RecurringGiftsTable {
  recurring_gift_id: string;
  first_payment_id: string;
  organization_id: string;
  donor_id: string;
  amount: number;
  currency: string;
  fund: TFund;
  recurring: TRecurrence;
  anonymous: boolean;
  message: string | null;
  gift_aid: JSONColumnType<TGiftAidDeclaration | null, string | null, string | null>;
  provider: TPaymentProvider;
  /** The dates after the first gift (YYYY-MM-DD). */
  dates: JSONColumnType<string[], string, string>;
  /** The first of `dates` with no charge yet; null once every date has one. */
  next_unclaimed: string | null;
  status: "active" | "cancelled";
  started_at: Date;
  cancelled_at: Date | null;
}

/**
 * Each date's charge once claimed: `pending` while its claimer asks the provider (another pass may
 * resume it after `not_before`), `failed` until it is tried again at `not_before`, `abandoned` after
 * the last attempt, `succeeded` once paid.
 */
export interface RecurringChargesTable {
  recurring_gift_id: string;
  due_date: string;
  payment_id: string;
  donation_id: string;
  attempt: number;
  outcome: "pending" | "failed" | "abandoned" | "succeeded";
  not_before: Date | null;
  last_error: string | null;
  updated_at: Date;
}
