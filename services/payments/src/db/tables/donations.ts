import type { JSONColumnType } from "kysely";
import type { TFund, TGiftAidDeclaration, TRecurrence } from "@mawid/contracts/payments";

/** Donations received, projected from DonationReceived. */
export interface DonationsTable {
  donation_id: string;
  payment_id: string;
  organization_id: string;
  donor_id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  fund: TFund;
  recurring: TRecurrence | null;
  anonymous: boolean;
  message: string | null;
  gift_aid: JSONColumnType<TGiftAidDeclaration | null, string | null, string | null>;
  /** A recurring gift's next dates (YYYY-MM-DD); empty for a one-off. */
  schedule: JSONColumnType<string[], string, string>;
  received_at: Date;
}
