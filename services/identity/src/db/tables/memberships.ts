import type { TMemberRole } from "@mawid/contracts/identity";

export interface MembershipsTable {
  organization_id: string;
  user_id: string;
  role: TMemberRole;
  joined_at: Date;
}
