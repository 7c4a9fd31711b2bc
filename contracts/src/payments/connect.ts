import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";

/** One stream per organisation's Stripe Express account, keyed by the organisation's id. */
export const PAYMENTS_CONNECTED_ACCOUNT_STREAM = "payments.connected-account";

/** Stripe Connect's error codes, beside the payments service's others. */
export const ConnectErrorCode = {
  /** Stripe is not configured (one-machine mode, tests): there is no Stripe account to connect. */
  connectUnavailable: "STRIPE_CONNECT_UNAVAILABLE",
  /** account.updated for an account whose creation is not recorded yet: Stripe delivers it again. */
  accountNotRecorded: "CONNECT_ACCOUNT_NOT_RECORDED",
} as const;

/**
 * Where an organisation's payouts stand: no account yet; an account still onboarding (Stripe may not
 * charge for it); charges enabled (Stripe pays the organisation's share to it, payouts not yet on);
 * payouts enabled (its bank account receives them too).
 */
export const ZConnectStatus = z.enum(["not-connected", "onboarding", "charges-enabled", "payouts-enabled"]);
export type TConnectStatus = z.infer<typeof ZConnectStatus>;

/** `GET /api/v1/organizations/{id}/connect`: the organisation's Stripe Express account as Stripe last reported it. */
export const ZConnectAccountView = z.object({
  status: ZConnectStatus,
  /** Stripe's account id (acct_...); null before the organisation connects. */
  accountId: z.string().nullable(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  /** Stripe is configured, so the organisation can connect. */
  available: z.boolean(),
});
export type TConnectAccountView = z.infer<typeof ZConnectAccountView>;

/** `POST /api/v1/organizations/{id}/connect`: no body. */
export const ZConnectRequest = z.strictObject({}).nullish();

/** Stripe's onboarding page (an Account Link, single use, short-lived) for the organisation's account. */
export const ZConnectLinkResponse = z.object({ url: z.string() });
export type TConnectLinkResponse = z.infer<typeof ZConnectLinkResponse>;

/** The status an account's flags amount to. */
export function connectStatusOf(
  account: { chargesEnabled: boolean; payoutsEnabled: boolean } | null,
): TConnectStatus {
  if (!account) return "not-connected";
  if (account.chargesEnabled && account.payoutsEnabled) return "payouts-enabled";
  if (account.chargesEnabled) return "charges-enabled";
  return "onboarding";
}

/** Stripe created the organisation's Express account; onboarding starts. */
export const ConnectedAccountCreatedV1 = defineEvent(
  PAYMENTS_CONNECTED_ACCOUNT_STREAM,
  "ConnectedAccountCreated",
  1,
  z.object({
    organizationId: z.uuid(),
    accountId: z.string().min(1),
    createdBy: z.uuid(),
    createdAt: ZInstant,
  }),
);

/** Stripe's account.updated changed what the account may do. */
export const ConnectedAccountUpdatedV1 = defineEvent(
  PAYMENTS_CONNECTED_ACCOUNT_STREAM,
  "ConnectedAccountUpdated",
  1,
  z.object({
    organizationId: z.uuid(),
    accountId: z.string().min(1),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
    /** When Stripe created the event: an older one arriving late changes nothing. */
    reportedAt: ZInstant,
  }),
);

export const PaymentsConnectedAccountStream = defineStream(PAYMENTS_CONNECTED_ACCOUNT_STREAM, [
  ConnectedAccountCreatedV1,
  ConnectedAccountUpdatedV1,
]);
export type TConnectedAccountEvent = StreamEvent<typeof PaymentsConnectedAccountStream>;
