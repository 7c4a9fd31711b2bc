import type { Generated } from "kysely";

/** Where mail goes when SMTP_URL is unset (one-machine development). */
export interface DevMailsTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text: string;
  created_at: Generated<Date>;
}
