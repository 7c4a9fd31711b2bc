import type { ColumnType } from "kysely";

/** Read model of an event's add-ons; their stock left is the quota add-on:<id>. */
export interface AddOnsTable {
  add_on_id: string;
  event_id: string;
  vendor_id: string | null;
  name: string;
  description: string;
  kind: string;
  price: number;
  currency: string;
  stock: number;
  max_per_order: number;
  created_at: Date;
  /** Added by 014-add-on-withdrawal: when it was taken off sale. */
  withdrawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
