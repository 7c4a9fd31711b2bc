import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from "node:crypto";
import { promisify } from "node:util";
import { Slots } from "./slots.ts";

const scryptRaw = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * At OWASP's cost each hash holds 128 MiB while it runs, and Node would run four at once (its
 * thread pool): a burst of sign-ins would take 512 MiB, identity's whole allowance in k8s. Two at
 * a time bound it at 256 MiB; the rest wait their turn.
 */
const hashing = new Slots(2);
const scryptAsync: typeof scryptRaw = (password, salt, keylen, options) =>
  hashing.run(() => scryptRaw(password, salt, keylen, options));

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's Password Storage Cheat Sheet minimum for scrypt: 128 MiB and about 0.3 s a hash here. */
export const OWASP_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** For test runs only, which sign up hundreds of accounts: about 1 ms a hash. */
const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
const KEYLEN = 32;

/**
 * The cost new hashes are made with. PASSWORD_HASH_COST=test lowers it for test runs (the shared
 * vitest settings set it); production refuses to start with it, since a stolen table of such hashes
 * is cheap to crack.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv): ScryptCost {
  const setting = env.PASSWORD_HASH_COST ?? "owasp";
  if (setting === "owasp") return OWASP_COST;
  if (setting !== "test") throw new Error(`PASSWORD_HASH_COST must be owasp or test, not ${setting}`);
  if (env.NODE_ENV === "production") {
    throw new Error("PASSWORD_HASH_COST=test is for test runs only and is refused in production");
  }
  return TEST_COST;
}

const CURRENT_COST = passwordHashCost(process.env);

/** Node refuses scrypt above `maxmem`; a hash needs 128 * N * r bytes. */
const maxmemFor = (cost: ScryptCost) => 2 * 128 * cost.N * cost.r * cost.p;

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash, so raising them later is safe. */
export async function hashPassword(password: string, cost: ScryptCost = CURRENT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEYLEN, { ...cost, maxmem: maxmemFor(cost) });
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !key || !Object.values(cost).every(Number.isSafeInteger)) return null;
  return { cost, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === null) return false;
  const actual = await scryptAsync(password, parsed.salt, parsed.key.length, {
    ...parsed.cost,
    maxmem: maxmemFor(parsed.cost),
  });
  return timingSafeEqual(actual, parsed.key);
}

/** Whether a stored hash was made at a lower cost than new ones are: it is redone at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (parsed === null) return true;
  const { N, r, p } = parsed.cost;
  return N < CURRENT_COST.N || r < CURRENT_COST.r || p < CURRENT_COST.p;
}

/** Hashed once at start: verified against when the account does not exist, so timing reveals nothing. */
export const DUMMY_HASH = await hashPassword(randomBytes(16).toString("hex"));

/** An opaque token for links and cookies; only its sha256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/**
 * The key only the holder of `token` can make: the database keeps sha256(token), and this is a
 * different hash of it, so neither a database reader nor anyone without the token can open what
 * it seals.
 */
function keyOf(token: string): Buffer {
  return createHash("sha256").update("mawid-seal:").update(token).digest();
}

/** `secret` sealed (AES-256-GCM) for whoever presents `token` later. */
export function sealFor(token: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(token), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** What `sealFor(token, ...)` sealed, or null when it was sealed for another token or altered. */
export function openWith(token: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
