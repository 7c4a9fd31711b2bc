export { buildServiceApp, SERVICE_BODY_LIMIT } from "./build-app.ts";
export { Coalescer, type CoalescerOptions } from "./coalescer.ts";
export { commandMeta } from "./command-meta.ts";
export { loadConfig, ZBaseConfig, type TBaseConfig } from "./config.ts";
export { defineConsumer } from "./define-consumer.ts";
export { encodedJson, sendEncodedJson } from "./encoded-json.ts";
export { gatherInTransaction, type TransactionGathering } from "./gather-in-transaction.ts";
export type { ConsumerDefinition, ServiceContext, ServiceDefinition } from "./definition.ts";
export { clientErrorHandler, frameworkErrors, installErrorHandler } from "./error-handler.ts";
export { type ErrorStatusMapper, statusOf } from "./error-status.ts";
export * from "./errors.ts";
export { createMetrics, type ServiceMetrics } from "./metrics.ts";
export type { ScheduledTask } from "./scheduled-tasks.ts";
export { type DuePass, type DuePassOptions, passOverDue } from "./due-pass.ts";
export { main, migrateService, runService, type RunningService } from "./run-service.ts";
export { startTestService, type TestIssuer, type TestService, testIssuer } from "./testing.ts";
export { loggedUrl } from "./logged-url.ts";
export { listenOnUnixSocket, type UnixSocketListener } from "./unix-socket.ts";
export { hasFeature, requireFeature, requireOrganizationRole, requireVerifiedEmail } from "./permissions.ts";
export {
  bearerToken,
  type KeySource,
  localKeys,
  remoteKeys,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TokenError,
  type TokenFailure,
  TokenVerifier,
  type VerifiedToken,
} from "./token-verifier.ts";
export { requirePlatformAdmin, requireUser, verifiedUser } from "./user.ts";
export { type MailSettings, mailSettingProblems, refuseToStart } from "./production-guard.ts";
