/** Payments' view of identity's organisations, from OrganizationCreated: who may receive donations. */
export interface KnownOrganizationsTable {
  organization_id: string;
  name: string;
  country: string | null;
}
