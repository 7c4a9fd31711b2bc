import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { sql } from "kysely";
import type { TAccessClaims } from "@mawid/contracts/platform";
import type { IdentityConfig } from "../config.ts";
import type { Db } from "../db/schema.ts";
import { type KeyEncryptionKey, openPrivateKey, sealPrivateKey } from "@mawid/service/key-encryption";

export const ISSUER = "mawid-identity";
export const AUDIENCE = "mawid";
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/**
 * RS256: every verifier checks each new caller's token, and node:crypto checks an RSA-2048 signature
 * in about 26 µs here against 113 µs for Ed25519; signing (about 370 µs) happens once a token.
 */
const ALG = "RS256";
const DAY_MS = 86_400_000;
/** A successor is in the JWKS this long before it signs: longer than any verifier caches the set. */
export const PUBLISH_AHEAD_MS = DAY_MS;
/** A retired key stays published until every token it signed has expired, with room for clock skew. */
export const RETIRED_KEY_GRACE_MS = (ACCESS_TOKEN_SECONDS + 5 * 60) * 1000;
const CACHE_MS = 30_000;

/** How identity keeps its signing keys: SIGNING_KEY_ENCRYPTION_KEYS and SIGNING_KEY_ROTATION_DAYS. */
export interface KeyPolicy {
  encryptionKeys: readonly KeyEncryptionKey[];
  rotationDays: number;
}

export function keyPolicy(
  config: Pick<IdentityConfig, "SIGNING_KEY_ENCRYPTION_KEYS" | "SIGNING_KEY_ROTATION_DAYS">,
): KeyPolicy {
  return {
    encryptionKeys: config.SIGNING_KEY_ENCRYPTION_KEYS,
    rotationDays: config.SIGNING_KEY_ROTATION_DAYS,
  };
}

/** Several identity instances share the keys: one of them at a time changes the set. */
async function lockKeys(trx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('identity:signing-keys'))`.execute(trx);
}

/** Published from now, signing from `signsFrom`; every key still unretired by then retires then. */
async function addSigningKey(trx: Db, policy: KeyPolicy, signsFrom: Date, now: Date): Promise<string> {
  await trx
    .updateTable("signing_keys")
    .set({ retired_at: signsFrom })
    .where((eb) => eb.or([eb("retired_at", "is", null), eb("retired_at", ">", signsFrom)]))
    .execute();
  const { publicKey, privateKey } = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  await trx
    .insertInto("signing_keys")
    .values({
      kid,
      alg: ALG,
      public_jwk: { ...(await exportJWK(publicKey)), kid, alg: ALG, use: "sig" },
      ...sealPrivateKey(kid, JSON.stringify(await exportJWK(privateKey)), policy.encryptionKeys),
      created_at: now,
      signs_from: signsFrom,
      retired_at: null,
    })
    .execute();
  return kid;
}

/**
 * The schedule, run at start and by housekeeping: the first key signs at once; each key signs for
 * SIGNING_KEY_ROTATION_DAYS, and its successor is published a day before it takes over. A key of an
 * older algorithm (Ed25519, before RS256) gets its successor at once, signing a day later. Keys no
 * unexpired token can need any more are deleted, private half and all. Returns a new key's id.
 */
export async function rotateSigningKeysIfDue(db: Db, policy: KeyPolicy, now: Date): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx);
    await trx
      .deleteFrom("signing_keys")
      .where("retired_at", "<", new Date(now.getTime() - RETIRED_KEY_GRACE_MS))
      .execute();
    // The key added last is the only one without a retirement date (a waiting successor replaced
    // before it signed has one), so the schedule runs from when it signs.
    const newest = await trx
      .selectFrom("signing_keys")
      .select(["signs_from", "alg"])
      .where("retired_at", "is", null)
      .executeTakeFirst();
    if (!newest) return addSigningKey(trx, policy, now, now);
    if (newest.alg !== ALG)
      return addSigningKey(trx, policy, new Date(now.getTime() + PUBLISH_AHEAD_MS), now);
    const periodEnds = newest.signs_from.getTime() + policy.rotationDays * DAY_MS;
    if (newest.signs_from > now || now.getTime() < periodEnds - PUBLISH_AHEAD_MS) return null;
    const signsFrom = new Date(Math.max(periodEnds, now.getTime() + PUBLISH_AHEAD_MS));
    return addSigningKey(trx, policy, signsFrom, now);
  });
}

/**
 * By hand (`npm run admin -- rotate-keys`): a new key published now that signs a day from now, or
 * at once with `immediately` when the active key may have leaked (verifiers fetch an unknown kid).
 */
export async function rotateSigningKey(
  db: Db,
  policy: KeyPolicy,
  now: Date,
  immediately = false,
): Promise<{ kid: string; signsFrom: Date }> {
  const signsFrom = immediately ? now : new Date(now.getTime() + PUBLISH_AHEAD_MS);
  const kid = await db.transaction().execute(async (trx) => {
    await lockKeys(trx);
    return addSigningKey(trx, policy, signsFrom, now);
  });
  return { kid, signsFrom };
}

/** Seals every private key with the first key-encryption key: plaintext ones and those under older keys. */
export async function resealSigningKeys(db: Db, policy: KeyPolicy): Promise<number> {
  const current = policy.encryptionKeys[0];
  if (!current) return 0;
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx);
    const rows = await trx
      .selectFrom("signing_keys")
      .select(["kid", "private_key", "wrapping_key_id"])
      .where((eb) => eb.or([eb("wrapping_key_id", "is", null), eb("wrapping_key_id", "!=", current.id)]))
      .execute();
    for (const row of rows) {
      const json = openPrivateKey(row, policy.encryptionKeys);
      await trx
        .updateTable("signing_keys")
        .set(sealPrivateKey(row.kid, json, policy.encryptionKeys))
        .where("kid", "=", row.kid)
        .execute();
    }
    return rows.length;
  });
}

export interface KeyStore {
  sign(claims: TAccessClaims, now: Date): Promise<string>;
  jwks(now: Date): Promise<{ keys: JWK[] }>;
}

type PrivateKey = Awaited<ReturnType<typeof importJWK>>;

/** The key that signs at `now`: the latest to have started and not yet retired. */
async function activeKeyRow(db: Db, now: Date) {
  const row = await db
    .selectFrom("signing_keys")
    .selectAll()
    .where("signs_from", "<=", now)
    .where((eb) => eb.or([eb("retired_at", "is", null), eb("retired_at", ">", now)]))
    .orderBy("signs_from", "desc")
    .executeTakeFirst();
  if (!row) throw new Error("no signing key signs now: identity's start creates one");
  return row;
}

/** Keys live in the database so every identity instance signs and publishes the same set. */
export function createKeyStore(db: Db, policy: KeyPolicy): KeyStore {
  let cached:
    | { at: number; kid: string; alg: string; key: PrivateKey; from: Date; until: Date | null }
    | undefined;
  async function activeKey(now: Date) {
    const c = cached;
    if (c && Date.now() - c.at < CACHE_MS && c.from <= now && (!c.until || now < c.until)) return c;
    const row = await activeKeyRow(db, now);
    const jwk = JSON.parse(openPrivateKey(row, policy.encryptionKeys)) as JWK;
    cached = {
      at: Date.now(),
      kid: row.kid,
      alg: row.alg,
      key: await importJWK(jwk, row.alg),
      from: row.signs_from,
      until: row.retired_at,
    };
    return cached;
  }
  return {
    async sign(claims, now) {
      const { kid, alg, key } = await activeKey(now);
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg, kid, typ: "JWT" })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
        .sign(key);
    },
    async jwks(now) {
      const rows = await db
        .selectFrom("signing_keys")
        .select("public_jwk")
        .where("created_at", "<=", now)
        .where((eb) =>
          eb.or([
            eb("retired_at", "is", null),
            eb("retired_at", ">", new Date(now.getTime() - RETIRED_KEY_GRACE_MS)),
          ]),
        )
        .orderBy("signs_from", "desc")
        .execute();
      return { keys: rows.map((r) => r.public_jwk) };
    },
  };
}

/** At start: seal what is not sealed yet, follow the schedule, and prove the signing key opens. */
export async function prepareSigningKeys(db: Db, policy: KeyPolicy, now: Date): Promise<void> {
  await resealSigningKeys(db, policy);
  await rotateSigningKeysIfDue(db, policy, now);
  openPrivateKey(await activeKeyRow(db, now), policy.encryptionKeys);
}
