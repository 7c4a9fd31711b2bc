import { randomBytes, randomUUID } from "node:crypto";
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  type JWK,
  jwtVerify,
} from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { createDatabase } from "@mawid/eventstore";
import { migrateService, type ServiceDefinition } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { identity } from "../app.ts";
import { type Db, typed } from "../db/schema.ts";
import { housekeep } from "../start/housekeeping.ts";
import { sealPrivateKey, ZKeyEncryptionKeys } from "@mawid/service/key-encryption";
import {
  ACCESS_TOKEN_SECONDS,
  createKeyStore,
  type KeyPolicy,
  prepareSigningKeys,
  rotateSigningKey,
  rotateSigningKeysIfDue,
} from "./signing-keys.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date("2027-01-01T00:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

const claims: TAccessClaims = {
  sub: "6f1c2a43-5d3b-4c55-9b0b-3d1f7a1e2c11",
  email: "someone@example.org",
  emailVerified: true,
  role: "user",
  orgs: {},
};

const kek = (id: string) => ZKeyEncryptionKeys.parse(`${id}:${randomBytes(32).toString("base64")}`);
const sealed: KeyPolicy = { encryptionKeys: kek("k1"), rotationDays: 30 };

let tdb: TestDatabase;
let db: Db;

beforeAll(async () => {
  tdb = await createTestDatabase("keys");
  const raw = createDatabase({ url: tdb.url, max: 3 });
  await migrateService(identity as unknown as ServiceDefinition<z.ZodRawShape>, raw, false);
  db = typed(raw);
});
afterAll(async () => {
  await db?.destroy();
  await tdb?.drop();
});
beforeEach(async () => {
  await db.deleteFrom("signing_keys").execute();
});

/** A fresh store each time, as another identity instance would be: no cache hides the database. */
const signAt = (policy: KeyPolicy, when: Date) => createKeyStore(db, policy).sign(claims, when);
const jwksAt = (when: Date) => createKeyStore(db, sealed).jwks(when);
const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const kids = async (when: Date) => (await jwksAt(when)).keys.map((k: JWK) => k.kid);
const verifiesAt = async (token: string, when: Date) => {
  const jwks = createLocalJWKSet(await jwksAt(when));
  return jwtVerify(token, jwks, { currentDate: when }).then(
    () => true,
    () => false,
  );
};

describe("signing keys on a schedule", () => {
  it("publishes the successor a day before it signs, and the active key signs for its whole period", async () => {
    await prepareSigningKeys(db, sealed, T0);
    const first = kidOf(await signAt(sealed, T0));
    expect(await rotateSigningKeysIfDue(db, sealed, at(28 * DAY))).toBeNull();

    // The housekeeping round a day before the period ends publishes the next key.
    await housekeep(db, sealed, at(29 * DAY));
    const published = await kids(at(29 * DAY));
    expect(published).toHaveLength(2);
    const next = published.find((kid) => kid !== first);
    expect(kidOf(await signAt(sealed, at(30 * DAY - 1)))).toBe(first);
    expect(kidOf(await signAt(sealed, at(30 * DAY)))).toBe(next);
    // Published already, so a verifier that fetched the set before it signed knows it.
    const fetchedEarly = createLocalJWKSet(await jwksAt(at(29 * DAY)));
    const token = await signAt(sealed, at(30 * DAY));
    await expect(jwtVerify(token, fetchedEarly, { currentDate: at(30 * DAY) })).resolves.toBeTruthy();
    expect(await rotateSigningKeysIfDue(db, sealed, at(29 * DAY + HOUR))).toBeNull();
  });

  it("keeps a retired key published until every token it signed has expired, then drops it", async () => {
    await prepareSigningKeys(db, sealed, T0);
    await rotateSigningKeysIfDue(db, sealed, at(29 * DAY));
    const lastOfOld = await signAt(sealed, at(30 * DAY - 1000));
    const expiresAt = 30 * DAY - 1000 + ACCESS_TOKEN_SECONDS * 1000;

    expect(await verifiesAt(lastOfOld, at(expiresAt - 1000))).toBe(true);
    expect(await kids(at(expiresAt - 1000))).toContain(kidOf(lastOfOld));
    expect(await kids(at(expiresAt + 10 * 60_000))).not.toContain(kidOf(lastOfOld));

    await housekeep(db, sealed, at(31 * DAY));
    expect(await db.selectFrom("signing_keys").select("kid").execute()).toHaveLength(1);
  });

  it("rotates by hand: published now and signing a day later, or at once", async () => {
    await prepareSigningKeys(db, sealed, T0);
    const first = kidOf(await signAt(sealed, T0));
    const planned = await rotateSigningKey(db, sealed, at(HOUR));
    expect(planned.signsFrom).toEqual(at(HOUR + DAY));
    expect(await kids(at(HOUR))).toContain(planned.kid);
    expect(kidOf(await signAt(sealed, at(2 * HOUR)))).toBe(first);
    expect(kidOf(await signAt(sealed, at(HOUR + DAY)))).toBe(planned.kid);

    const leaked = await rotateSigningKey(db, sealed, at(2 * DAY), true);
    expect(kidOf(await signAt(sealed, at(2 * DAY)))).toBe(leaked.kid);
  });

  it("keeps the schedule after a key replaced at once while its successor was waiting", async () => {
    await prepareSigningKeys(db, sealed, T0);
    const waiting = await rotateSigningKeysIfDue(db, sealed, at(29 * DAY));
    const leaked = await rotateSigningKey(db, sealed, at(29 * DAY + HOUR), true);
    expect(kidOf(await signAt(sealed, at(30 * DAY)))).toBe(leaked.kid);
    expect(await kids(at(30 * DAY))).not.toContain(waiting);
    // The replacement signs for a whole period of its own.
    expect(await rotateSigningKeysIfDue(db, sealed, at(29 * DAY + HOUR + 28 * DAY))).toBeNull();
    const next = await rotateSigningKeysIfDue(db, sealed, at(29 * DAY + HOUR + 29 * DAY));
    expect(next).not.toBeNull();
    expect(kidOf(await signAt(sealed, at(29 * DAY + HOUR + 30 * DAY)))).toBe(next);
  });

  it("moves from an Ed25519 key to RS256: the successor is published at once and signs a day later", async () => {
    const { publicKey, privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
    const oldKid = randomUUID();
    await db
      .insertInto("signing_keys")
      .values({
        kid: oldKid,
        alg: "EdDSA",
        public_jwk: { ...(await exportJWK(publicKey)), kid: oldKid, alg: "EdDSA", use: "sig" },
        ...sealPrivateKey(oldKid, JSON.stringify(await exportJWK(privateKey)), sealed.encryptionKeys),
        created_at: T0,
        signs_from: T0,
        retired_at: null,
      })
      .execute();
    const successor = await rotateSigningKeysIfDue(db, sealed, at(HOUR));
    expect(successor).not.toBeNull();
    expect(await kids(at(HOUR))).toEqual(expect.arrayContaining([oldKid, successor]));
    expect(await rotateSigningKeysIfDue(db, sealed, at(2 * HOUR))).toBeNull();

    const before = await signAt(sealed, at(2 * HOUR));
    expect(decodeProtectedHeader(before)).toMatchObject({ alg: "EdDSA", kid: oldKid });
    expect(await verifiesAt(before, at(2 * HOUR))).toBe(true);
    const after = await signAt(sealed, at(HOUR + DAY));
    expect(decodeProtectedHeader(after)).toMatchObject({ alg: "RS256", kid: successor });
    expect(await verifiesAt(after, at(HOUR + DAY))).toBe(true);
  });

  it("starts signing at once on a database without keys, and survives many instances starting together", async () => {
    await Promise.all([1, 2, 3].map(() => prepareSigningKeys(db, sealed, T0)));
    expect(await kids(T0)).toHaveLength(1);
  });
});

describe("signing keys at rest", () => {
  it("keeps the private key sealed: the column holds neither the JWK nor its private part", async () => {
    await prepareSigningKeys(db, sealed, T0);
    const row = await db.selectFrom("signing_keys").selectAll().executeTakeFirstOrThrow();
    expect(row.wrapping_key_id).toBe("k1");
    expect(() => JSON.parse(row.private_key)).toThrow();
    expect(row.private_key).not.toMatch(/"d"|"kty"|BEGIN PRIVATE KEY/);
    expect(await verifiesAt(await signAt(sealed, T0), T0)).toBe(true);
  });

  it("seals plaintext keys (from development, or before sealing existed) and rewraps under a new key-encryption key", async () => {
    await prepareSigningKeys(db, { ...sealed, encryptionKeys: [] }, T0);
    const plain = await db.selectFrom("signing_keys").selectAll().executeTakeFirstOrThrow();
    expect(plain.wrapping_key_id).toBeNull();
    expect(JSON.parse(plain.private_key)).toHaveProperty("d");

    await prepareSigningKeys(db, sealed, T0);
    const resealed = await db.selectFrom("signing_keys").selectAll().executeTakeFirstOrThrow();
    expect(resealed.wrapping_key_id).toBe("k1");
    expect(resealed.private_key).not.toContain(JSON.parse(plain.private_key).d);

    const rotated: KeyPolicy = { ...sealed, encryptionKeys: [...kek("k2"), ...sealed.encryptionKeys] };
    await prepareSigningKeys(db, rotated, T0);
    const rewrapped = await db.selectFrom("signing_keys").selectAll().executeTakeFirstOrThrow();
    expect(rewrapped.wrapping_key_id).toBe("k2");
    expect(kidOf(await signAt({ ...rotated, encryptionKeys: rotated.encryptionKeys.slice(0, 1) }, T0))).toBe(
      plain.kid,
    );
  });

  it("will not start when the key that sealed the signing key is not given", async () => {
    await prepareSigningKeys(db, sealed, T0);
    await expect(prepareSigningKeys(db, { ...sealed, encryptionKeys: kek("other") }, T0)).rejects.toThrow(
      "which SIGNING_KEY_ENCRYPTION_KEYS does not list",
    );
  });
});
