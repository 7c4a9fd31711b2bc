import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { sql } from "kysely";
import type { TAccessClaims } from "@mawid/contracts/platform";
import type { Db } from "../db/schema.ts";

export const ISSUER = "mawid-identity";
export const AUDIENCE = "mawid";
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALG = "EdDSA";
/** Retired keys stay published this long, so every token they signed can still be verified. */
const RETIRED_KEY_GRACE_MS = (ACCESS_TOKEN_SECONDS + 5 * 60) * 1000;
const CACHE_MS = 30_000;

export async function createSigningKey(db: Db, now: Date): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { crv: "Ed25519", extractable: true });
  const kid = randomUUID();
  await db
    .insertInto("signing_keys")
    .values({
      kid,
      alg: ALG,
      public_jwk: { ...(await exportJWK(publicKey)), kid, alg: ALG, use: "sig" },
      private_jwk: await exportJWK(privateKey),
      created_at: now,
      retired_at: null,
    })
    .execute();
  return kid;
}

/** A new key signs from now on; the old ones are retired but stay in the JWKS for a while. */
export async function rotateSigningKey(db: Db, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('identity:signing-keys'))`.execute(trx);
    await trx.updateTable("signing_keys").set({ retired_at: now }).where("retired_at", "is", null).execute();
    return createSigningKey(trx, now);
  });
}

/** At start: make sure exactly one active key exists, even when several instances start together. */
export async function ensureSigningKey(db: Db, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('identity:signing-keys'))`.execute(trx);
    const active = await trx
      .selectFrom("signing_keys")
      .select("kid")
      .where("retired_at", "is", null)
      .executeTakeFirst();
    if (!active) await createSigningKey(trx, now);
  });
}

export interface KeyStore {
  sign(claims: TAccessClaims, now: Date): Promise<string>;
  jwks(now: Date): Promise<{ keys: JWK[] }>;
}

/** Keys live in the database so every identity instance signs and publishes the same set. */
type PrivateKey = Awaited<ReturnType<typeof importJWK>>;

export function createKeyStore(db: Db): KeyStore {
  let cached: { at: number; kid: string; key: PrivateKey } | undefined;
  async function activeKey() {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached;
    const row = await db
      .selectFrom("signing_keys")
      .selectAll()
      .where("retired_at", "is", null)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    cached = { at: Date.now(), kid: row.kid, key: await importJWK(row.private_jwk, row.alg) };
    return cached;
  }
  return {
    async sign(claims, now) {
      const { kid, key } = await activeKey();
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALG, kid, typ: "JWT" })
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
        .where((eb) =>
          eb.or([
            eb("retired_at", "is", null),
            eb("retired_at", ">", new Date(now.getTime() - RETIRED_KEY_GRACE_MS)),
          ]),
        )
        .orderBy("created_at", "desc")
        .execute();
      return { keys: rows.map((r) => r.public_jwk) };
    },
  };
}
