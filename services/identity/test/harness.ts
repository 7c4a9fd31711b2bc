import type { LightMyRequestResponse } from "fastify";
import { IdentityOrganizationStream, IdentityUserStream } from "@mawid/contracts/identity";
import type { TEnvelope } from "@mawid/contracts/platform";
import type { CapturedMail, SmtpCapture } from "@mawid/testing";
import { startTestService, type TestService } from "@mawid/service";
import { identity } from "../src/app.ts";

export const PASSWORD = "Str0ng!Passw0rd";

export type Identity = Awaited<ReturnType<typeof startIdentity>>;

export async function startIdentity(databaseUrl: string, env: Record<string, string> = {}) {
  const service: TestService<unknown> = await startTestService(identity, databaseUrl, {
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
  const { app } = service;

  let signUps = 0;
  /** Each from an address of its own by default, as people signing up are: sign-up is limited per address. */
  async function signUp(email: string, displayName = "Test User", remoteAddress?: string) {
    signUps++;
    return app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-up",
      payload: { email, password: PASSWORD, confirmPassword: PASSWORD, displayName },
      remoteAddress: remoteAddress ?? `198.18.${signUps >> 8}.${signUps & 255}`,
    });
  }

  async function signIn(email: string, password = PASSWORD, remoteAddress?: string) {
    return app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-in",
      payload: { email, password },
      remoteAddress,
    });
  }

  /** Signs up and in; returns the headers that carry its access token, and the refresh token. */
  async function account(email: string) {
    const up = await signUp(email);
    if (up.statusCode !== 201) throw new Error(`sign-up failed: ${up.body}`);
    return session(email);
  }

  async function session(email: string, password = PASSWORD) {
    const res = await signIn(email, password);
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    const accessToken = res.json().accessToken as string;
    return {
      userId: res.json().user.id as string,
      accessToken,
      refresh: refreshCookie(res)!,
      headers: withToken(accessToken),
    };
  }

  return { ...service, signUp, signIn, account, session };
}

export function refreshCookie(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === "mawid_refresh");
  return cookie?.value || undefined;
}

/** The Authorization header a client sends with the access token identity gave it. */
export function withToken(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

export function tokenFromLink(text: string, path: string): string {
  const match =
    new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text) ??
    new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

/** The first captured mail to `to` whose subject contains `subject`, waiting up to 10 s. */
export async function mailWithSubject(smtp: SmtpCapture, to: string, subject: string): Promise<CapturedMail> {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.mails.find((m) => m.to.includes(to) && m.subject.includes(subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

const STREAMS = new Map([IdentityUserStream, IdentityOrganizationStream].map((s) => [s.streamType, s]));

/** Every event identity put in its outbox, checked against the published contract of its type. */
export async function outboxViolations(service: Identity): Promise<string[]> {
  const rows = (await service.ctx.db
    .selectFrom("identity.outbox" as never)
    .select("envelope" as never)
    .execute()) as { envelope: TEnvelope }[];
  const problems: string[] = [];
  for (const { envelope: e } of rows) {
    const contract = STREAMS.get(e.streamType)?.definitionOf(e.type);
    if (contract?.version !== e.version)
      problems.push(`no contract for ${e.streamType} ${e.type} v${e.version}`);
    else if (!contract?.schema.safeParse(e.data).success)
      problems.push(`${e.type} does not match its contract`);
  }
  if (rows.length === 0) problems.push("no events at all");
  return problems;
}
