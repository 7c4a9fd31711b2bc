import { type Kysely, sql } from "kysely";

// Frozen: a published migration is never edited; changes go in a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE ${s}.users (
      id uuid PRIMARY KEY,
      email text NOT NULL UNIQUE,
      email_verified boolean NOT NULL DEFAULT false,
      display_name text NOT NULL,
      avatar_url text,
      preferred_theme text NOT NULL DEFAULT 'light',
      locale text NOT NULL DEFAULT 'en',
      role text NOT NULL DEFAULT 'user',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE ${s}.credentials (
      user_id uuid PRIMARY KEY REFERENCES ${s}.users (id),
      password_hash text NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE TABLE ${s}.external_identities (
      provider text NOT NULL,
      subject text NOT NULL,
      user_id uuid NOT NULL REFERENCES ${s}.users (id),
      linked_at timestamptz NOT NULL,
      PRIMARY KEY (provider, subject)
    );
    CREATE TABLE ${s}.organizations (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      kind text NOT NULL,
      city text,
      country text,
      website text,
      tier text NOT NULL DEFAULT 'free',
      verified boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE ${s}.memberships (
      organization_id uuid NOT NULL REFERENCES ${s}.organizations (id),
      user_id uuid NOT NULL REFERENCES ${s}.users (id),
      role text NOT NULL,
      joined_at timestamptz NOT NULL,
      PRIMARY KEY (organization_id, user_id)
    );
    CREATE INDEX memberships_user ON ${s}.memberships (user_id);
    CREATE TABLE ${s}.invitations (
      id uuid PRIMARY KEY,
      organization_id uuid NOT NULL REFERENCES ${s}.organizations (id),
      email text NOT NULL,
      role text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      invited_by uuid NOT NULL,
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz
    );
    CREATE TABLE ${s}.white_label_configs (
      organization_id uuid PRIMARY KEY REFERENCES ${s}.organizations (id),
      is_active boolean NOT NULL,
      config jsonb NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE TABLE ${s}.subscription_features (
      tier text NOT NULL,
      feature_name text NOT NULL,
      feature_value text,
      is_enabled boolean NOT NULL,
      PRIMARY KEY (tier, feature_name)
    );
    CREATE TABLE ${s}.sessions (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES ${s}.users (id),
      user_agent text,
      created_at timestamptz NOT NULL,
      last_used_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_user ON ${s}.sessions (user_id) WHERE revoked_at IS NULL;
    CREATE TABLE ${s}.refresh_tokens (
      token_hash text PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES ${s}.sessions (id),
      created_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE TABLE ${s}.email_tokens (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES ${s}.users (id),
      purpose text NOT NULL,
      email text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE TABLE ${s}.throttle_events (
      key text NOT NULL,
      occurred_at timestamptz NOT NULL
    );
    CREATE INDEX throttle_events_key ON ${s}.throttle_events (key, occurred_at);
    CREATE TABLE ${s}.signing_keys (
      kid text PRIMARY KEY,
      alg text NOT NULL,
      public_jwk jsonb NOT NULL,
      private_jwk jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      retired_at timestamptz
    );
    CREATE TABLE ${s}.dev_mails (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE ${s}.oidc_states (
      state_hash text PRIMARY KEY,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      expires_at timestamptz NOT NULL
    );
  `.execute(db);
}
