import type { TWhiteLabelConfig } from "@mawid/contracts";

export interface WhiteLabelConfigsTable {
  organization_id: string;
  is_active: boolean;
  config: TWhiteLabelConfig;
  updated_at: Date;
}
