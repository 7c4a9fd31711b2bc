import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // Near-me searched a (latitude, longitude) index, which can range over latitude only: a place's
  // query walked every event in its band of latitude round the world. Bands of 0.1° (11 km) put first
  // let the index range over longitude within each band the query's box touches.
  await sql`
    ALTER TABLE ${s}.discovery_events
      ADD COLUMN place_band integer GENERATED ALWAYS AS (floor(latitude * 10)::integer) STORED`.execute(db);
  await sql`
    CREATE INDEX discovery_events_listed_band ON ${s}.discovery_events (place_band, longitude)
      INCLUDE (latitude, starts_at, ends_at, category, audience, event_id)
      WHERE status = 'published' AND visibility = 'public'`.execute(db);
  await sql`DROP INDEX ${s}.discovery_events_listed_place`.execute(db);
}
