import type { Kysely } from "kysely";
import type { EventsDatabase } from "./db/tables.ts";

/** What every events use case may touch. */
export interface EventsDeps {
  db: Kysely<EventsDatabase>;
  /** The web app's origin, for links in calendar feeds. */
  publicUrl: string;
}
