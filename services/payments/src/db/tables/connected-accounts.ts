import type { ColumnType } from "kysely";

/** Each organisation's Stripe Express account as Stripe last reported it, projected from its stream. */
export interface ConnectedAccountsTable {
  organization_id: string;
  account_id: string;
  charges_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  payouts_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  details_submitted: ColumnType<boolean, boolean | undefined, boolean>;
  /** When Stripe created the last account.updated applied; null before the first. */
  reported_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Date;
}
