import type { Kysely } from "kysely";
import type { CheckinDatabase } from "./db/tables.ts";

/** What every check-in use case may touch. */
export interface CheckinDeps {
  db: Kysely<CheckinDatabase>;
  /** The service's name, as stations see it; also its database schema. */
  name: string;
  /** The web app's origin, for device enrolment links. */
  publicUrl: string;
}
