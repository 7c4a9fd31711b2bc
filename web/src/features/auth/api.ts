import type {
  TMeResponse,
  TPatchMeRequest,
  TSession,
  TSignInRequest,
  TSignInResponse,
  TSignUpRequest,
  TSignUpResponse,
} from "@mawid/contracts/identity";
import type { ResponsePromise } from "ky";
import type { z } from "zod";
import { api } from "../../shared/http/client";
import { parseBody } from "../../shared/http/parse-response";

type Contracts = typeof import("./contracts");

/** The answer's body through its schema, which loads while the request is in flight. */
async function read<S extends z.ZodType>(
  what: string,
  request: ResponsePromise,
  schema: (contracts: Contracts) => S,
): Promise<z.output<S>> {
  const [body, contracts] = await Promise.all([request.json(), import("./contracts")]);
  return parseBody(schema(contracts), body, what);
}

export async function signIn(body: TSignInRequest): Promise<TSignInResponse> {
  return read("sign-in", api.post("auth/sign-in", { json: body }), (c) => c.ZSignInResponse);
}

export async function signUp(body: TSignUpRequest): Promise<TSignUpResponse> {
  return read("sign-up", api.post("auth/sign-up", { json: body }), (c) => c.ZSignUpResponse);
}

/**
 * The session from the httpOnly refresh cookie: null when there is none, which is an ordinary
 * answer for a visitor; 401 only for a bad, expired or reused one.
 */
export async function checkSession(): Promise<TSignInResponse | null> {
  const body = await read("session check", api.post("auth/session"), (c) => c.ZSessionCheckResponse);
  return body.session;
}

export async function signOut(): Promise<void> {
  await api.post("auth/sign-out");
}

export async function signOutEverywhere(): Promise<void> {
  await api.post("auth/sign-out-everywhere");
}

export async function listSessions(): Promise<TSession[]> {
  const body = await read("sessions", api.get("auth/sessions"), (c) => c.ZSessionsResponse);
  return body.sessions;
}

export async function verifyEmail(token: string): Promise<void> {
  await api.post("auth/verify-email", { json: { token } });
}

export async function resendVerification(email: string): Promise<void> {
  await api.post("auth/resend-verification", { json: { email } });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post("auth/password-reset", { json: { email } });
}

export async function confirmPasswordReset(body: {
  token: string;
  password: string;
  confirmPassword: string;
}): Promise<void> {
  await api.post("auth/password-reset/confirm", { json: body });
}

export async function fetchMe(): Promise<TMeResponse> {
  return read("me", api.get("me"), (c) => c.ZMeResponse);
}

export async function patchMe(body: TPatchMeRequest): Promise<TMeResponse> {
  return read("profile update", api.patch("me", { json: body }), (c) => c.ZMeResponse);
}

export const GOOGLE_START_URL = "/api/v1/auth/oidc/google/start";
