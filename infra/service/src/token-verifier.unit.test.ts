import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { type KeySource, localKeys, TokenVerifier } from "./token-verifier.ts";

const NOW = Date.parse("2026-11-24T12:00:00Z");

async function issuer() {
  const { publicKey, privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: "k1", alg: "EdDSA", use: "sig" }] };
  const local = localKeys(async () => jwks);
  let checks = 0;
  // each signature check asks for its key once: the count of checks the cache saved or not
  const keys: KeySource = {
    resolve: (header, token) => {
      checks += 1;
      return local.resolve(header, token);
    },
    available: local.available,
  };
  const sign = (expiresAt: number) =>
    new SignJWT({ email: "a@example.org", emailVerified: true, role: "user", orgs: {} })
      .setProtectedHeader({ alg: "EdDSA", kid: "k1" })
      .setIssuer("mawid-identity")
      .setAudience("mawid")
      .setSubject(randomUUID())
      .setIssuedAt(Math.floor(NOW / 1000) - 60)
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(privateKey);
  return { keys, sign, checks: () => checks };
}

describe("the verified-token cache", () => {
  it("keeps at most its size, the least recently used dropped first", async () => {
    const { keys, sign, checks } = await issuer();
    const verifier = new TokenVerifier({ keys, cacheSize: 2, now: () => NOW });
    const [a, b, c] = await Promise.all([sign(NOW + 600_000), sign(NOW + 600_000), sign(NOW + 600_000)]);
    await verifier.verify(a!);
    await verifier.verify(b!);
    // a is used again, so b is now the one unused longest
    expect(verifier.cached(a!)).not.toBeNull();
    await verifier.verify(c!);
    expect(checks()).toBe(3);
    expect(verifier.cached(b!)).toBeNull();
    expect(verifier.cached(a!)).not.toBeNull();
    expect(verifier.cached(c!)).not.toBeNull();
    await verifier.verify(b!);
    expect(checks()).toBe(4);
  });

  it("forgets a token when it expires, and then refuses it", async () => {
    const { keys, sign } = await issuer();
    let now = NOW;
    const verifier = new TokenVerifier({ keys, now: () => now });
    const token = await sign(NOW + 60_000);
    const connection = {};
    expect((await verifier.verify(token, connection)).expiresAt).toBe(NOW + 60_000);
    expect(verifier.cached(token, connection)).not.toBeNull();
    now = NOW + 60_000;
    expect(verifier.cached(token, connection)).toBeNull();
    expect(verifier.cached(token)).toBeNull();
    await expect(verifier.verify(token, connection)).rejects.toMatchObject({ code: "TOKEN_EXPIRED" });
  });

  it("answers a connection's repeated token without a second check, and another token on it apart", async () => {
    const { keys, sign, checks } = await issuer();
    const verifier = new TokenVerifier({ keys, now: () => NOW });
    const connection = {};
    const [first, second] = await Promise.all([sign(NOW + 600_000), sign(NOW + 600_000)]);
    const claims = (await verifier.verify(first!, connection)).claims;
    expect(verifier.cached(first!, connection)?.claims).toEqual(claims);
    expect(verifier.cached(second!, connection)).toBeNull();
    await verifier.verify(second!, connection);
    expect(verifier.cached(first!, connection)?.claims).toEqual(claims);
    expect(checks()).toBe(2);
  });
});
