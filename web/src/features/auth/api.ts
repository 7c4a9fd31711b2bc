import type {
  TMeResponse,
  TPatchMeRequest,
  TSession,
  TSignInRequest,
  TSignInResponse,
  TSignUpRequest,
  TUser,
} from "@mawid/contracts/identity";
import { api } from "../../shared/http/client";

// Responses are typed by the shared contracts but not parsed here: these calls run on every first
// visit, and parsing would put zod into the landing page's download. Forms validate with zod.

export async function signIn(body: TSignInRequest): Promise<TSignInResponse> {
  return api.post("auth/sign-in", { json: body }).json<TSignInResponse>();
}

export async function signUp(body: TSignUpRequest): Promise<{ user: TUser }> {
  return api.post("auth/sign-up", { json: body }).json();
}

/** Uses the httpOnly refresh cookie; 401 when there is no valid session. */
export async function refresh(): Promise<TSignInResponse> {
  return api.post("auth/refresh").json<TSignInResponse>();
}

export async function signOut(): Promise<void> {
  await api.post("auth/sign-out");
}

export async function signOutEverywhere(): Promise<void> {
  await api.post("auth/sign-out-everywhere");
}

export async function listSessions(): Promise<TSession[]> {
  const body = await api.get("auth/sessions").json<{ sessions: TSession[] }>();
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
  return api.get("me").json<TMeResponse>();
}

export async function patchMe(body: TPatchMeRequest): Promise<TMeResponse | null> {
  const response = await api.patch("me", { json: body });
  if (response.status === 204) return null;
  const data = (await response.json().catch(() => null)) as TMeResponse | null;
  return data && "profile" in data ? data : null;
}

export const GOOGLE_START_URL = "/api/v1/auth/oidc/google/start";
