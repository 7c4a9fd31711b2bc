import { type Kysely, sql } from "kysely";

const LISTED = sql.raw("status = 'published' AND visibility = 'public'");

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE ${s}.host_verifications (
      organization_id uuid PRIMARY KEY,
      status text NOT NULL,
      details text NOT NULL,
      document_urls text[] NOT NULL,
      contact_phone text,
      requested_by uuid NOT NULL,
      requested_at timestamptz NOT NULL,
      decided_at timestamptz,
      rejection_reason text
    )`.execute(db);
  await sql`
    CREATE INDEX host_verifications_pending ON ${s}.host_verifications (requested_at)
      WHERE status = 'pending'`.execute(db);

  await sql`
    CREATE TABLE ${s}.venues (
      id uuid PRIMARY KEY,
      organization_id uuid NOT NULL,
      name text NOT NULL,
      address text NOT NULL,
      latitude double precision NOT NULL,
      longitude double precision NOT NULL,
      time_zone text,
      capacity integer,
      facilities text[] NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX venues_organization ON ${s}.venues (organization_id, name)`.execute(db);

  await sql`
    CREATE TABLE ${s}.follows (
      user_id uuid NOT NULL,
      organization_id uuid NOT NULL,
      followed_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, organization_id)
    )`.execute(db);
  await sql`CREATE INDEX follows_organization ON ${s}.follows (organization_id)`.execute(db);

  // What the events service knows of identity's organisations: their names and their tier's promotion.
  await sql`
    CREATE TABLE ${s}.host_organizations (
      organization_id uuid PRIMARY KEY,
      name text,
      promotion smallint NOT NULL DEFAULT 0
    )`.execute(db);

  // The discovery index: every event as discovery shows it. Text is searched in English and Arabic
  // (stemmed), and keywords (tags and the venue's name) in 'simple', as written; only published public
  // events are listed.
  await sql`
    CREATE TABLE ${s}.discovery_events (
      event_id uuid PRIMARY KEY,
      organization_id uuid NOT NULL,
      status text NOT NULL,
      visibility text NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      category text NOT NULL,
      audience text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      time_zone text NOT NULL,
      venue_name text,
      venue_address text,
      latitude double precision,
      longitude double precision,
      online_url text,
      cover_image_url text,
      tags text[] NOT NULL,
      languages text[] NOT NULL,
      facilities text[] NOT NULL,
      keywords text NOT NULL,
      moon_sighting boolean NOT NULL,
      published_at timestamptz,
      updated_at timestamptz NOT NULL,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('arabic', title), 'A') ||
        setweight(to_tsvector('simple', keywords), 'B') ||
        setweight(to_tsvector('english', description), 'C') ||
        setweight(to_tsvector('arabic', description), 'C')
      ) STORED
    )`.execute(db);
  await sql`CREATE INDEX discovery_events_listed_starts ON ${s}.discovery_events (starts_at, event_id) WHERE ${LISTED}`.execute(
    db,
  );
  // Covering: near-me filters, counts and orders from the index alone, and reads rows for one page only.
  await sql`
    CREATE INDEX discovery_events_listed_place ON ${s}.discovery_events (latitude, longitude)
      INCLUDE (starts_at, ends_at, category, audience, event_id) WHERE ${LISTED}`.execute(db);
  await sql`CREATE INDEX discovery_events_listed_search ON ${s}.discovery_events USING gin (search) WHERE ${LISTED}`.execute(
    db,
  );
  await sql`CREATE INDEX discovery_events_organization ON ${s}.discovery_events (organization_id, starts_at)`.execute(
    db,
  );
}
