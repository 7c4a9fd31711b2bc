import type { Migration } from "@mawid/eventstore";
import * as initial from "./migrations/001-initial.ts";
import * as features from "./migrations/002-seed-subscription-features.ts";
import * as invitationSecrets from "./migrations/003-invitation-secrets.ts";
import * as refreshTokenSuccessors from "./migrations/004-refresh-token-successors.ts";
import * as sealedSigningKeys from "./migrations/005-sealed-signing-keys.ts";
import * as charityDetails from "./migrations/006-charity-details.ts";
import * as joinRequests from "./migrations/007-join-requests.ts";

/**
 * Identity's migrations, oldest first, run by the platform's one runner. A new migration is a new
 * numbered file in ./migrations and one line here; a released one is never edited.
 */
export const identityMigrations: readonly Migration[] = [
  { name: "001-initial", up: initial.up },
  { name: "002-seed-subscription-features", up: features.up },
  { name: "003-invitation-secrets", up: invitationSecrets.up },
  { name: "004-refresh-token-successors", up: refreshTokenSuccessors.up },
  { name: "005-sealed-signing-keys", up: sealedSigningKeys.up },
  { name: "006-charity-details", up: charityDetails.up },
  { name: "007-join-requests", up: joinRequests.up },
];
