import type { TWhiteLabelConfig } from "@mawid/contracts/identity";

export interface WhiteLabelConfigsTable {
  organization_id: string;
  is_active: boolean;
  config: TWhiteLabelConfig;
  updated_at: Date;
}
