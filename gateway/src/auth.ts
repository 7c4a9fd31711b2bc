import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { type TAccessClaims, ZAccessClaims } from "@mawid/contracts/platform";
import { encodeVerifiedUser } from "@mawid/service";
import { CodedError } from "./coded-error.ts";

export const TOKEN_ISSUER = "mawid-identity";
export const TOKEN_AUDIENCE = "mawid";

/** A token the gateway verified: the claims and the header value forwarded to services. */
export interface VerifiedToken {
  readonly claims: TAccessClaims;
  /** base64url JSON of the claims, for `x-mawid-user`. */
  readonly header: string;
  /** Expiry in ms since the epoch. */
  readonly expiresAt: number;
}

export type AuthFailure = "INVALID_TOKEN" | "TOKEN_EXPIRED" | "KEYS_UNAVAILABLE";

export class AuthError extends CodedError<AuthFailure> {}

export interface TokenVerifierOptions {
  jwksUrl: string;
  /** Verified tokens kept, the longest-held evicted first. */
  cacheSize?: number;
  /** Bound on a JWKS fetch. */
  jwksTimeoutMs?: number;
  now?: () => number;
}

/**
 * Verifies identity's access tokens against its JWKS (fetched once, cached, refetched when a token
 * names an unknown `kid`, at most every 30 s) and remembers verified tokens until they expire, so
 * the hot path of a signed-in client is one map lookup instead of a signature check.
 */
export class TokenVerifier {
  readonly #jwks: ReturnType<typeof createRemoteJWKSet>;
  readonly #cache = new Map<string, VerifiedToken>();
  readonly #cacheSize: number;
  readonly #now: () => number;

  constructor(options: TokenVerifierOptions) {
    this.#jwks = createRemoteJWKSet(new URL(options.jwksUrl), {
      timeoutDuration: options.jwksTimeoutMs ?? 2_000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
    this.#cacheSize = options.cacheSize ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** The cached entry when the token was verified before and has not expired; else null. */
  cached(token: string): VerifiedToken | null {
    const hit = this.#cache.get(token);
    if (hit === undefined) return null;
    if (hit.expiresAt <= this.#now()) {
      this.#cache.delete(token);
      return null;
    }
    // Oldest-first eviction, not LRU: a hit costs one lookup, and a token lives 15 minutes at most,
    // so evicting a busy one only costs one more signature check.
    return hit;
  }

  async verify(token: string): Promise<VerifiedToken> {
    const hit = this.cached(token);
    if (hit) return hit;
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.#jwks as JWTVerifyGetKey, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: ["EdDSA", "Ed25519", "ES256"],
        requiredClaims: ["exp", "sub"],
        currentDate: new Date(this.#now()),
      }));
    } catch (error) {
      throw toAuthError(error);
    }
    const claims = ZAccessClaims.safeParse(payload);
    if (!claims.success) throw new AuthError("INVALID_TOKEN", "The access token is not valid");
    const verified: VerifiedToken = {
      claims: claims.data,
      header: encodeVerifiedUser(claims.data),
      expiresAt: (payload.exp as number) * 1000,
    };
    if (this.#cache.size >= this.#cacheSize) {
      const oldest = this.#cache.keys().next();
      if (!oldest.done) this.#cache.delete(oldest.value);
    }
    this.#cache.set(token, verified);
    return verified;
  }

  /** Whether verifying can work now: keys are cached, or identity's JWKS answers. */
  async keysAvailable(): Promise<boolean> {
    if (this.#jwks.jwks() !== undefined) return true;
    try {
      await this.#jwks.reload();
      return this.#jwks.jwks() !== undefined;
    } catch {
      return false;
    }
  }
}

function toAuthError(error: unknown): AuthError {
  if (error instanceof joseErrors.JWTExpired)
    return new AuthError("TOKEN_EXPIRED", "The access token has expired");
  if (error instanceof joseErrors.JWKSTimeout || isNetworkError(error)) {
    return new AuthError("KEYS_UNAVAILABLE", "Sign-in keys are unavailable; try again shortly");
  }
  return new AuthError("INVALID_TOKEN", "The access token is not valid");
}

function isNetworkError(error: unknown): boolean {
  // fetch() rejects with a TypeError when identity cannot be reached; jose wraps non-200 answers
  if (error instanceof TypeError) return true;
  return (
    error instanceof joseErrors.JOSEError &&
    error.code === "ERR_JOSE_GENERIC" &&
    /JSON Web Key Set/.test(error.message)
  );
}

/** The bearer token of an Authorization header, or null when there is none. */
export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header === "") return null;
  if (header.length > 7 && (header.startsWith("Bearer ") || header.startsWith("bearer "))) {
    return header.slice(7).trim();
  }
  // some other scheme: treated as a malformed token
  return undefined;
}
