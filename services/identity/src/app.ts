import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import pino from "pino";
import { localKeys, type ServiceDefinition } from "@mawid/service";
import { identityConfig, type IdentityConfig } from "./config.ts";
import { subscriptionTiersConsumer } from "./consumers/subscription-tiers.ts";
import { identityMigrations } from "./db/migrate.ts";
import { typed } from "./db/schema.ts";
import type { IdentityDeps } from "./deps.ts";
import { registerGetDevMail } from "./dev/get-dev-mail/handler.ts";
import { registerGetSubscriptionFeatures } from "./features/get-subscription-features/handler.ts";
import { registerGetJwks } from "./keys/get-jwks.ts";
import { createKeyStore, keyPolicy, prepareSigningKeys } from "./keys/signing-keys.ts";
import { registerAcceptInvitation } from "./organization/accept-invitation/handler.ts";
import { registerAnswerJoinRequest } from "./organization/answer-join-request/handler.ts";
import { registerAskToJoin } from "./organization/ask-to-join/handler.ts";
import { registerGetJoinRequests } from "./organization/get-join-requests/handler.ts";
import { registerGetMyJoinRequest } from "./organization/get-my-join-request/handler.ts";
import { registerWithdrawJoinRequest } from "./organization/withdraw-join-request/handler.ts";
import { registerChangeMemberRole } from "./organization/change-member-role/handler.ts";
import { registerCreateOrganization } from "./organization/create-organization/handler.ts";
import { registerGetMembers } from "./organization/get-members/handler.ts";
import { registerGetMyOrganizations } from "./organization/get-my-organizations/handler.ts";
import { registerGetCharityDetails } from "./organization/get-charity-details/handler.ts";
import { registerGetOrganization } from "./organization/get-organization/handler.ts";
import { registerGetWhiteLabel } from "./organization/get-white-label/handler.ts";
import { registerInviteMember } from "./organization/invite-member/handler.ts";
import { registerGetInvitations } from "./organization/get-invitations/handler.ts";
import { registerRenewInvitation } from "./organization/renew-invitation/handler.ts";
import { registerRevokeInvitation } from "./organization/revoke-invitation/handler.ts";
import { registerRemoveMember } from "./organization/remove-member/handler.ts";
import { registerSetCharityDetails } from "./organization/set-charity-details/handler.ts";
import { registerSetTier } from "./organization/set-tier/handler.ts";
import { registerSetWhiteLabel } from "./organization/set-white-label/handler.ts";
import { registerGetSessions } from "./session/get-sessions/handler.ts";
import { registerRefreshSession } from "./session/refresh-session/handler.ts";
import { registerSignOut } from "./session/sign-out/handler.ts";
import { createMailer } from "./shared/mailer.ts";
import { bootstrapAdmin } from "./start/bootstrap-admin.ts";
import { seedDemoData } from "./start/demo-data.ts";
import { scheduleHousekeeping } from "./start/housekeeping.ts";
import { refuseUnsafeProduction } from "./start/production-guard.ts";
import { registerGoogleSignIn } from "./user/google-sign-in/handler.ts";
import { registerGetMe } from "./user/get-me/handler.ts";
import { registerResendVerification } from "./user/resend-verification/handler.ts";
import { registerResetPassword } from "./user/reset-password/handler.ts";
import { registerSignIn } from "./user/sign-in/handler.ts";
import { registerSignUp } from "./user/sign-up/handler.ts";
import { registerUpdateProfile } from "./user/update-profile/handler.ts";
import { registerVerifyEmail } from "./user/verify-email/handler.ts";

async function routes(
  app: FastifyInstance,
  ctx: { db: Kysely<unknown>; config: IdentityConfig },
): Promise<void> {
  const db = typed(ctx.db);
  const deps: IdentityDeps = {
    config: ctx.config,
    db,
    keys: createKeyStore(db, keyPolicy(ctx.config)),
    mailer: createMailer({
      smtpUrl: ctx.config.SMTP_URL,
      from: ctx.config.MAIL_FROM,
      db,
      log: app.log,
      logBodies: ctx.config.NODE_ENV === "development",
    }),
    log: app.log,
  };
  await app.register(cookie);
  for (const register of [
    registerGetJwks,
    registerSignUp,
    registerSignIn,
    registerVerifyEmail,
    registerResendVerification,
    registerResetPassword,
    registerRefreshSession,
    registerSignOut,
    registerGetSessions,
    registerGoogleSignIn,
    registerGetMe,
    registerUpdateProfile,
    registerGetSubscriptionFeatures,
    registerCreateOrganization,
    registerGetMyOrganizations,
    registerGetOrganization,
    registerGetMembers,
    registerInviteMember,
    registerAskToJoin,
    registerGetMyJoinRequest,
    registerWithdrawJoinRequest,
    registerGetJoinRequests,
    registerAnswerJoinRequest,
    registerGetInvitations,
    registerRevokeInvitation,
    registerRenewInvitation,
    registerAcceptInvitation,
    registerChangeMemberRole,
    registerRemoveMember,
    registerSetTier,
    registerSetWhiteLabel,
    registerGetWhiteLabel,
    registerSetCharityDetails,
    registerGetCharityDetails,
  ]) {
    register(app, deps);
  }
  if (ctx.config.MAWID_DEV_MAIL && ctx.config.NODE_ENV !== "production") registerGetDevMail(app, deps);
  scheduleHousekeeping(app, db, keyPolicy(ctx.config));
}

/** Who people are and what they may do: accounts, sessions, organisations, roles, tiers, branding. */
export const identity: ServiceDefinition<typeof identityConfig> = {
  name: "identity",
  version: "0.1.0",
  config: identityConfig,
  migrations: identityMigrations,
  routes,
  consumers: () => [subscriptionTiersConsumer()],
  // identity checks its own tokens against the keys it publishes, without asking itself over HTTP
  accessTokenKeys(ctx) {
    const keys = createKeyStore(typed(ctx.db), keyPolicy(ctx.config));
    return localKeys(() => keys.jwks(new Date()));
  },
  async onStart(ctx) {
    refuseUnsafeProduction(ctx.config);
    const log = pino({ level: ctx.config.LOG_LEVEL, base: { service: "identity" } });
    const deps = { db: typed(ctx.db), config: ctx.config };
    await prepareSigningKeys(deps.db, keyPolicy(ctx.config), new Date());
    if (ctx.config.MAWID_DEMO_DATA) await seedDemoData(deps, log);
    await bootstrapAdmin(deps, log);
  },
};
