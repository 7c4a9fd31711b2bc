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
}
