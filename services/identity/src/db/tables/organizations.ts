import type { ColumnType } from "kysely";
import type { TOrganizationKind, TTier } from "@mawid/contracts/identity";

export interface OrganizationsTable {
  id: string;
  name: string;
  kind: TOrganizationKind;
  city: string | null;
  country: string | null;
  website: string | null;
  tier: TTier;
  verified: boolean;
  created_at: Date;
  /** Null until an owner or admin sets them (migration 006). */
  charity_name: ColumnType<string | null, string | null | undefined, string | null>;
  charity_number: ColumnType<string | null, string | null | undefined, string | null>;
}
