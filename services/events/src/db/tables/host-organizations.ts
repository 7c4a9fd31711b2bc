/**
 * What the events service knows of identity's organisations, kept by the host-organizations consumer:
 * the name, and the promotion their tier buys (0 none, 1 basic, 2 advanced, 3 premium).
 */
export interface HostOrganizationsTable {
  organization_id: string;
  name: string | null;
  promotion: number;
}
