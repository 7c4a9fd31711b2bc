import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as oidc from "openid-client";
import { commandMeta } from "@mawid/service";
import { RateLimitedError } from "@mawid/service/errors";
import type { IdentityConfig } from "../../config.ts";
import type { IdentityDeps } from "../../deps.ts";
import { OidcNotConfiguredError } from "../../errors.ts";
import { setRefreshCookie } from "../../session/respond.ts";
import { createSession } from "../../session/sessions.ts";
import { sha256 } from "../../shared/secrets.ts";
import { googleStartRules, takeAttempt } from "../../shared/throttle.ts";
import { webLink } from "../../shared/web-link.ts";
import { accountForIdentity } from "./link-account.ts";

const START_PATH = "/api/v1/auth/oidc/google/start";
const CALLBACK_PATH = "/api/v1/auth/oidc/google/callback";
const STATE_COOKIE = "mawid_oidc";
const STATE_COOKIE_PATH = "/api/v1/auth/oidc";
const STATE_TTL_MS = 10 * 60 * 1000;

function settingsOf(config: IdentityConfig) {
  const {
    OIDC_GOOGLE_ISSUER: issuer,
    OIDC_GOOGLE_CLIENT_ID: clientId,
    OIDC_GOOGLE_CLIENT_SECRET: secret,
  } = config;
  return issuer && clientId && secret ? { issuer: new URL(issuer), clientId, secret } : null;
}

/** Plain http only for a provider on this machine (tests, local development). */
function isLoopback(url: URL): boolean {
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export function registerGoogleSignIn(app: FastifyInstance, deps: IdentityDeps): void {
  const base = webLink(deps, "");
  const redirectUri = `${base}${CALLBACK_PATH}`;
  const settings = settingsOf(deps.config);
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    if (!settings) throw new OidcNotConfiguredError();
    discovered ??= oidc
      .discovery(
        settings.issuer,
        settings.clientId,
        settings.secret,
        undefined,
        isLoopback(settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  const cookieOptions = {
    path: STATE_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: !isLoopback(new URL(base)),
  };
  const backToAuth = (reply: FastifyReply, query: string) => reply.redirect(`${base}/auth?${query}`);

  app.get(START_PATH, async (request: FastifyRequest, reply) => {
    // Each start stores a round trip's state: without a limit, a loop of starts fills the table.
    try {
      await takeAttempt(deps.db, googleStartRules(request.ip), new Date());
    } catch (error) {
      if (error instanceof RateLimitedError && request.headers.accept?.includes("text/html")) {
        return backToAuth(reply, `error=${error.code}`);
      }
      throw error;
    }
    if (!settings) {
      // A browser following the Google button lands back on the sign-in page with the reason.
      if (request.headers.accept?.includes("text/html"))
        return backToAuth(reply, "error=OIDC_NOT_CONFIGURED");
      throw new OidcNotConfiguredError();
    }
    const config = await configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await deps.db
      .insertInto("oidc_states")
      .values({
        state_hash: sha256(state),
        code_verifier: codeVerifier,
        nonce,
        expires_at: new Date(Date.now() + STATE_TTL_MS),
      })
      .execute();
    // The state also sits in a cookie, so a callback started in someone else's browser is refused.
    reply.setCookie(STATE_COOKIE, state, { ...cookieOptions, maxAge: STATE_TTL_MS / 1000 });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return reply.redirect(url.href);
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    const now = new Date();
    const query = request.query as Record<string, string | undefined>;
    const expectedState = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, cookieOptions);
    if (!settings) return backToAuth(reply, "error=OIDC_NOT_CONFIGURED");
    if (query.error) return backToAuth(reply, "error=OIDC_CANCELLED");
    if (!query.state || query.state !== expectedState) return backToAuth(reply, "error=OIDC_STATE_MISMATCH");
    const stored = await deps.db
      .deleteFrom("oidc_states")
      .where("state_hash", "=", sha256(query.state))
      .where("expires_at", ">", now)
      .returningAll()
      .executeTakeFirst();
    if (!stored) return backToAuth(reply, "error=OIDC_STATE_EXPIRED");
    try {
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, new URL(`${redirectUri}${search}`), {
        pkceCodeVerifier: stored.code_verifier,
        expectedState: query.state,
        expectedNonce: stored.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) return backToAuth(reply, "error=OIDC_FAILED");
      // Google puts the email in the ID token; providers that follow the spec strictly keep it for userinfo.
      const claims =
        typeof idToken.email === "string"
          ? idToken
          : { ...idToken, ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)) };
      if (typeof claims.email !== "string" || claims.email_verified !== true) {
        return backToAuth(reply, "error=OIDC_EMAIL_NOT_VERIFIED");
      }
      const userId = await accountForIdentity(
        deps,
        {
          provider: "google",
          subject: claims.sub,
          email: claims.email.toLowerCase(),
          name: typeof claims.name === "string" ? claims.name : null,
        },
        commandMeta(request, now),
      );
      const session = await createSession(deps.db, userId, request.headers["user-agent"] ?? null, now);
      setRefreshCookie(reply, deps.config, session.refreshToken);
      return backToAuth(reply, "oidc=ok");
    } catch (error) {
      request.log.warn({ err: error }, "Google sign-in failed");
      return backToAuth(reply, "error=OIDC_FAILED");
    }
  });
}
