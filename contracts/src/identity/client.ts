import type { z } from "zod";
import { ZErrorBody } from "../platform/error-shape.ts";
import type {
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZResendVerificationRequest,
  ZVerifyEmailRequest,
} from "./auth-forms.ts";
import type { TSignInRequest, TSignUpRequest } from "./auth-forms.ts";
import { ZMeResponse } from "./me.ts";
import {
  type TAcceptJoinRequestBody,
  type TCreateOrganizationRequest,
  type TJoinRequestBody,
  type TMemberRole,
  type ZInviteMemberRequest,
  ZJoinRequestStatus,
  ZJoinRequestsResponse,
  ZMember,
  ZOrganization,
} from "./organizations.ts";
import { type TPatchMeRequest, ZSignInResponse } from "./profile.ts";
import { ZSessionCheckResponse } from "./session-check.ts";
import {
  ZAcceptedResponse,
  ZAcceptInvitationResponse,
  ZInvitation,
  ZMembersResponse,
  ZMyOrganizationsResponse,
  ZSessionsResponse,
  ZSignUpResponse,
  ZSubscriptionFeaturesResponse,
  ZVerifyEmailResponse,
  ZWhiteLabelResponse,
} from "./responses.ts";
import type { TTier } from "./tiers.ts";
import type { TWhiteLabelConfig } from "./white-label.ts";

/** A non-2xx answer from identity, with the shared error body's code, message and field messages. */
export class IdentityClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "IdentityClientError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface IdentityClientOptions {
  /** The gateway (or identity itself, for service-to-service calls on the private network). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per-request headers, e.g. `authorization: Bearer <access token>`. */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
}

/** Typed calls to identity's public API; responses are parsed with the same schemas the service uses. */
export function createIdentityClient(options: IdentityClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, "");

  async function call<T>(
    method: string,
    path: string,
    schema: z.ZodType<T> | null,
    body?: unknown,
  ): Promise<T> {
    const headers: Record<string, string> = { ...(await options.headers?.()) };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await doFetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      // The refresh cookie rides along in browsers.
      credentials: "include",
    });
    const text = await res.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    if (!res.ok) {
      const parsed = ZErrorBody.safeParse(json);
      if (!parsed.success)
        throw new IdentityClientError(res.status, "UNKNOWN", `identity answered ${res.status}`);
      const { code, message, fields } = parsed.data.error;
      throw new IdentityClientError(res.status, code, message, fields);
    }
    return (schema ? schema.parse(json) : undefined) as T;
  }

  const org = (id: string) => `/api/v1/organizations/${encodeURIComponent(id)}`;
  return {
    signUp: (body: TSignUpRequest) => call("POST", "/api/v1/auth/sign-up", ZSignUpResponse, body),
    signIn: (body: TSignInRequest) => call("POST", "/api/v1/auth/sign-in", ZSignInResponse, body),
    refresh: () => call("POST", "/api/v1/auth/refresh", ZSignInResponse),
    checkSession: () => call("POST", "/api/v1/auth/session", ZSessionCheckResponse),
    signOut: () => call("POST", "/api/v1/auth/sign-out", null),
    signOutEverywhere: () => call("POST", "/api/v1/auth/sign-out-everywhere", null),
    sessions: () => call("GET", "/api/v1/auth/sessions", ZSessionsResponse),
    revokeSession: (id: string) => call("DELETE", `/api/v1/auth/sessions/${encodeURIComponent(id)}`, null),
    verifyEmail: (body: z.input<typeof ZVerifyEmailRequest>) =>
      call("POST", "/api/v1/auth/verify-email", ZVerifyEmailResponse, body),
    resendVerification: (body: z.input<typeof ZResendVerificationRequest>) =>
      call("POST", "/api/v1/auth/resend-verification", ZAcceptedResponse, body),
    requestPasswordReset: (body: z.input<typeof ZPasswordResetRequest>) =>
      call("POST", "/api/v1/auth/password-reset", ZAcceptedResponse, body),
    confirmPasswordReset: (body: z.input<typeof ZPasswordResetConfirm>) =>
      call("POST", "/api/v1/auth/password-reset/confirm", null, body),
    me: () => call("GET", "/api/v1/me", ZMeResponse),
    updateMe: (body: TPatchMeRequest) => call("PATCH", "/api/v1/me", ZMeResponse, body),
    subscriptionFeatures: () => call("GET", "/api/v1/subscription-features", ZSubscriptionFeaturesResponse),
    createOrganization: (body: TCreateOrganizationRequest) =>
      call("POST", "/api/v1/organizations", ZOrganization, body),
    myOrganizations: () => call("GET", "/api/v1/organizations", ZMyOrganizationsResponse),
    organization: (id: string) => call("GET", org(id), ZOrganization),
    members: (id: string) => call("GET", `${org(id)}/members`, ZMembersResponse),
    invite: (id: string, body: z.input<typeof ZInviteMemberRequest>) =>
      call("POST", `${org(id)}/invitations`, ZInvitation, body),
    acceptInvitation: (token: string) =>
      call("POST", `/api/v1/invitations/${encodeURIComponent(token)}/accept`, ZAcceptInvitationResponse),
    askToJoin: (id: string, body: TJoinRequestBody = {}) =>
      call("POST", `${org(id)}/join-requests`, ZJoinRequestStatus, body),
    myJoinRequest: (id: string) => call("GET", `${org(id)}/join-requests/mine`, ZJoinRequestStatus),
    withdrawJoinRequest: (id: string) => call("DELETE", `${org(id)}/join-requests/mine`, null),
    joinRequests: (id: string) => call("GET", `${org(id)}/join-requests`, ZJoinRequestsResponse),
    acceptJoinRequest: (id: string, requestId: string, body: TAcceptJoinRequestBody) =>
      call("POST", `${org(id)}/join-requests/${encodeURIComponent(requestId)}/accept`, ZMember, body),
    declineJoinRequest: (id: string, requestId: string) =>
      call("POST", `${org(id)}/join-requests/${encodeURIComponent(requestId)}/decline`, null),
    changeMemberRole: (id: string, userId: string, role: TMemberRole) =>
      call("PUT", `${org(id)}/members/${encodeURIComponent(userId)}`, null, { role }),
    removeMember: (id: string, userId: string) =>
      call("DELETE", `${org(id)}/members/${encodeURIComponent(userId)}`, null),
    setTier: (id: string, tier: TTier) => call("PUT", `${org(id)}/tier`, ZOrganization, { tier }),
    whiteLabel: (id: string) => call("GET", `${org(id)}/white-label`, ZWhiteLabelResponse),
    setWhiteLabel: (id: string, config: TWhiteLabelConfig) =>
      call("PUT", `${org(id)}/white-label`, ZWhiteLabelResponse, config),
    publicWhiteLabel: (id: string) => call("GET", `${org(id)}/white-label/public`, ZWhiteLabelResponse),
  };
}
export type IdentityClient = ReturnType<typeof createIdentityClient>;
