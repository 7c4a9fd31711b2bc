import type { Kysely, Transaction } from "kysely";
import type { CredentialsTable } from "./tables/credentials.ts";
import type { DevMailsTable } from "./tables/dev-mails.ts";
import type { EmailTokensTable } from "./tables/email-tokens.ts";
import type { ExternalIdentitiesTable } from "./tables/external-identities.ts";
import type { InvitationSecretsTable } from "./tables/invitation-secrets.ts";
import type { InvitationsTable } from "./tables/invitations.ts";
import type { JoinRequestsTable } from "./tables/join-requests.ts";
import type { MembershipsTable } from "./tables/memberships.ts";
import type { OidcStatesTable } from "./tables/oidc-states.ts";
import type { OrganizationsTable } from "./tables/organizations.ts";
import type { RefreshTokensTable } from "./tables/refresh-tokens.ts";
import type { SessionsTable } from "./tables/sessions.ts";
import type { SigningKeysTable } from "./tables/signing-keys.ts";
import type { SubscriptionFeaturesTable } from "./tables/subscription-features.ts";
import type { ThrottleEventsTable } from "./tables/throttle-events.ts";
import type { UsersTable } from "./tables/users.ts";
import type { WhiteLabelConfigsTable } from "./tables/white-label-configs.ts";

export const SCHEMA = "identity";

export interface IdentityDb {
  users: UsersTable;
  credentials: CredentialsTable;
  external_identities: ExternalIdentitiesTable;
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  invitation_secrets: InvitationSecretsTable;
  join_requests: JoinRequestsTable;
  white_label_configs: WhiteLabelConfigsTable;
  subscription_features: SubscriptionFeaturesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  throttle_events: ThrottleEventsTable;
  signing_keys: SigningKeysTable;
  dev_mails: DevMailsTable;
  oidc_states: OidcStatesTable;
}

export type Db = Kysely<IdentityDb>;

/** The shared untyped pool (or a transaction of it) as identity's typed schema. */
export function typed(db: Kysely<unknown> | Transaction<unknown>): Db {
  return (db as unknown as Kysely<IdentityDb>).withSchema(SCHEMA) as unknown as Db;
}
