import type { ColumnType } from "kysely";
import type { TPromoDiscount } from "@mawid/contracts/ticketing";

/** Read model of an event's promo codes; their uses are the quota promo-code:<id>. */
export interface PromoCodesTable {
  promo_code_id: string;
  event_id: string;
  /** Upper case: buyers type it in any case. */
  code: string;
  discount: ColumnType<TPromoDiscount, string, string>;
  max_uses: number | null;
  valid_from: Date | null;
  valid_until: Date | null;
  created_at: Date;
}
