import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  errors as joseErrors,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from "jose";
import { LRUCache } from "lru-cache";
import { type TAccessClaims, ZAccessClaims } from "@mawid/contracts/platform";
import { checkJwt, JwtRefused } from "./jwt-check.ts";
import { fetchOverUnixSocket } from "./unix-socket-fetch.ts";

export const TOKEN_ISSUER = "mawid-identity";
export const TOKEN_AUDIENCE = "mawid";
export const JWKS_PATH = "/.well-known/jwks.json";

/** A token that was verified: its claims, and its expiry in ms since the epoch. */
export interface VerifiedToken {
  readonly claims: TAccessClaims;
  readonly expiresAt: number;
}

export type TokenFailure = "INVALID_TOKEN" | "TOKEN_EXPIRED" | "KEYS_UNAVAILABLE";

export class TokenError extends Error {
  readonly code: TokenFailure;
  constructor(code: TokenFailure, message: string) {
    super(message);
    this.name = "TokenError";
    this.code = code;
  }
}

/** Where the public keys that check identity's signatures come from. */
export interface KeySource {
  readonly resolve: JWTVerifyGetKey;
  /** Whether verifying can work now: keys are at hand, or their source answers. */
  available(): Promise<boolean>;
}

export interface RemoteKeysOptions {
  /** Identity's origin, e.g. http://identity:4001; the JWKS is at its /.well-known/jwks.json. */
  origin: string;
  /** Identity's Unix socket on this machine, asked instead of the origin's TCP port. */
  socketPath?: string | undefined;
  timeoutMs?: number;
}

/**
 * Identity's JWKS, fetched on first use and kept 10 minutes. A token naming a key the set lacks
 * refetches it, but at most every 30 s, so a flood of made-up key ids cannot hammer identity: its
 * keys are published before they sign anything, so a real token's key is found by the next fetch.
 */
export function remoteKeys(options: RemoteKeysOptions): KeySource {
  const socketPath = options.socketPath;
  const jwks = createRemoteJWKSet(new URL(JWKS_PATH, options.origin), {
    timeoutDuration: options.timeoutMs ?? 2_000,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
    ...(socketPath
      ? {
          [customFetch]: (url: string, init: { signal: AbortSignal }) =>
            fetchOverUnixSocket(socketPath, url, init.signal),
        }
      : {}),
  });
  return {
    resolve: jwks as JWTVerifyGetKey,
    async available() {
      if (jwks.jwks() !== undefined) return true;
      try {
        await jwks.reload();
        return jwks.jwks() !== undefined;
      } catch {
        return false;
      }
    },
  };
}

/** How long keys at hand are used before they are read again, and the floor between reads. */
const LOCAL_KEYS_MAX_AGE_MS = 60_000;
const LOCAL_KEYS_COOLDOWN_MS = 5_000;

/**
 * Keys read from where they are kept (identity's own store, a test's key) instead of over HTTP:
 * read again after a minute, or when a token names a key they lack, at most every 5 s.
 */
export function localKeys(load: () => Promise<JSONWebKeySet>, now: () => number = Date.now): KeySource {
  let loaded: { at: number; resolve: JWTVerifyGetKey } | undefined;
  let loading: Promise<{ at: number; resolve: JWTVerifyGetKey }> | undefined;
  const reload = () => {
    loading ??= load()
      .then((set) => {
        loaded = { at: now(), resolve: createLocalJWKSet(set) as JWTVerifyGetKey };
        return loaded;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  return {
    async resolve(header, token) {
      const keys =
        loaded === undefined || now() - loaded.at > LOCAL_KEYS_MAX_AGE_MS ? await reload() : loaded;
      try {
        return await keys.resolve(header, token);
      } catch (error) {
        if (!(error instanceof joseErrors.JWKSNoMatchingKey) || now() - keys.at < LOCAL_KEYS_COOLDOWN_MS)
          throw error;
        return (await reload()).resolve(header, token);
      }
    },
    async available() {
      try {
        await reload();
        return true;
      } catch {
        return false;
      }
    },
  };
}

export interface TokenVerifierOptions {
  keys: KeySource;
  /** Verified tokens kept, the least recently used evicted first. */
  cacheSize?: number;
  now?: () => number;
}

/**
 * Verifies identity's access tokens and remembers verified ones until they expire, so the hot path
 * of a signed-in client is a lookup instead of a signature check. The gateway and every service
 * use it: a service believes a caller's identity only from a token it checked itself.
 */
export class TokenVerifier {
  readonly keys: KeySource;
  /**
   * Keyed by the token itself: V8 hashes a string natively, cheaper than any digest of ours. Not a
   * Map dropping its first key when full: a Map keeps deleted entries' slots until it rehashes, and
   * finding the first key stepped over them, 5 to 9 µs a new token once 10,000 were kept (an
   * on-sale's buyers each bring one).
   */
  readonly #cache: LRUCache<string, VerifiedToken>;
  /** The last token each keep-alive connection sent: a hit is one comparison, not a hash. */
  readonly #lastOnConnection = new WeakMap<object, { token: string; verified: VerifiedToken }>();
  readonly #now: () => number;

  constructor(options: TokenVerifierOptions) {
    this.keys = options.keys;
    this.#cache = new LRUCache({ max: options.cacheSize ?? 10_000 });
    this.#now = options.now ?? Date.now;
  }

  /** The verified token when it was seen before and has not expired; else null. */
  cached(token: string, connection?: object): VerifiedToken | null {
    const last = connection === undefined ? undefined : this.#lastOnConnection.get(connection);
    const sameAsLast = last !== undefined && last.token === token;
    const hit = sameAsLast ? last.verified : this.#cache.get(token);
    if (hit === undefined) return null;
    if (hit.expiresAt <= this.#now()) {
      this.#cache.delete(token);
      return null;
    }
    if (connection !== undefined && !sameAsLast)
      this.#lastOnConnection.set(connection, { token, verified: hit });
    return hit;
  }

  async verify(token: string, connection?: object): Promise<VerifiedToken> {
    const hit = this.cached(token, connection);
    if (hit) return hit;
    let payload: Record<string, unknown>;
    try {
      payload = await checkJwt(token, this.keys.resolve, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        now: this.#now(),
      });
    } catch (error) {
      throw toTokenError(error);
    }
    const claims = ZAccessClaims.safeParse(payload);
    if (!claims.success) throw new TokenError("INVALID_TOKEN", "The access token is not valid");
    const verified: VerifiedToken = { claims: claims.data, expiresAt: (payload.exp as number) * 1000 };
    this.#cache.set(token, verified);
    if (connection !== undefined) this.#lastOnConnection.set(connection, { token, verified });
    return verified;
  }
}

function toTokenError(error: unknown): TokenError {
  if (error instanceof JwtRefused && error.reason === "expired")
    return new TokenError("TOKEN_EXPIRED", "The access token has expired");
  if (error instanceof joseErrors.JWKSTimeout || isNetworkError(error)) {
    return new TokenError("KEYS_UNAVAILABLE", "Sign-in keys are unavailable; try again shortly");
  }
  return new TokenError("INVALID_TOKEN", "The access token is not valid");
}

function isNetworkError(error: unknown): boolean {
  // fetch() rejects with a TypeError when identity cannot be reached, a socket with its errno;
  // jose wraps non-200 answers
  if (error instanceof TypeError || (error as NodeJS.ErrnoException)?.syscall !== undefined) return true;
  return (
    error instanceof joseErrors.JOSEError &&
    error.code === "ERR_JOSE_GENERIC" &&
    /JSON Web Key Set/.test(error.message)
  );
}

/** The bearer token of an Authorization header: null when there is none, undefined when malformed. */
export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header === "") return null;
  if (header.length > 7 && (header.startsWith("Bearer ") || header.startsWith("bearer "))) {
    return header.slice(7).trim();
  }
  return undefined;
}
