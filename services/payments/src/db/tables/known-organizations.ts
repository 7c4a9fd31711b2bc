import type { ColumnType } from "kysely";

/** Payments' view of identity's organisations, from OrganizationCreated: who may receive donations. */
export interface KnownOrganizationsTable {
  organization_id: string;
  name: string;
  country: string | null;
  /** From CharityDetailsChanged: printed on receipts (migration 008). */
  charity_name: ColumnType<string | null, string | null | undefined, string | null>;
  charity_number: ColumnType<string | null, string | null | undefined, string | null>;
}
