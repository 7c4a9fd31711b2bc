import { createHmac, createPublicKey, KeyObject, sign } from "node:crypto";
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JWTPayload,
  type JWTVerifyGetKey,
  SignJWT,
} from "jose";
import { describe, expect, it } from "vitest";
import { checkJwt } from "./jwt-check.ts";

const NOW = Date.parse("2026-11-28T12:00:00Z");
const SECONDS = Math.floor(NOW / 1000);
const expected = { issuer: "mawid-identity", audience: "mawid", now: NOW };

const rsa = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
const ed = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
const rsaJwk = { ...(await exportJWK(rsa.publicKey)), kid: "rsa", alg: "RS256", use: "sig" };
const edJwk = { ...(await exportJWK(ed.publicKey)), kid: "ed", alg: "EdDSA", use: "sig" };
const keys = createLocalJWKSet({ keys: [rsaJwk, edJwk] });

const claims = (extra: JWTPayload = {}): JWTPayload => ({
  iss: "mawid-identity",
  aud: "mawid",
  sub: "user-1",
  iat: SECONDS - 60,
  exp: SECONDS + 600,
  email: "a@example.org",
  ...extra,
});

const signRsa = (payload: JWTPayload) =>
  new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: "rsa" }).sign(rsa.privateKey);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Signed as given, for headers jose will not sign. */
function signRaw(header: Record<string, unknown>, payload: JWTPayload): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign("sha256", Buffer.from(input), KeyObject.from(rsa.privateKey)).toString("base64url")}`;
}

describe("checking an access token", () => {
  it("returns the claims of an RS256 token, and of an EdDSA one signed by an older key", async () => {
    expect(await checkJwt(await signRsa(claims()), keys, expected)).toMatchObject({ sub: "user-1" });
    const edToken = await new SignJWT(claims({ sub: "user-2" }))
      .setProtectedHeader({ alg: "EdDSA", kid: "ed" })
      .sign(ed.privateKey);
    expect(await checkJwt(edToken, keys, expected)).toMatchObject({ sub: "user-2" });
  });

  it("refuses a token whose claims were changed after signing", async () => {
    const [header, , signature] = (await signRsa(claims())).split(".");
    const forged = `${header}.${b64(claims({ sub: "admin" }))}.${signature}`;
    await expect(checkJwt(forged, keys, expected)).rejects.toMatchObject({ reason: "invalid" });
  });

  it("refuses alg none, and an HMAC made with the public key as its secret", async () => {
    const none = `${b64({ alg: "none", kid: "rsa" })}.${b64(claims())}.x`;
    await expect(checkJwt(none, keys, expected)).rejects.toMatchObject({ reason: "invalid" });
    const pem = createPublicKey({ key: rsaJwk, format: "jwk" }).export({ type: "spki", format: "pem" });
    const input = `${b64({ alg: "HS256", kid: "rsa" })}.${b64(claims())}`;
    const hmac = createHmac("sha256", pem).update(input).digest("base64url");
    await expect(checkJwt(`${input}.${hmac}`, keys, expected)).rejects.toMatchObject({ reason: "invalid" });
  });

  it("refuses an EdDSA header over an RSA key, whatever the key set hands back", async () => {
    const rsaKeyAlways: JWTVerifyGetKey = (_header, token) => keys({ alg: "RS256", kid: "rsa" }, token);
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: "EdDSA", kid: "rsa" })
      .sign(ed.privateKey);
    await expect(checkJwt(token, rsaKeyAlways, expected)).rejects.toMatchObject({ reason: "invalid" });
  });

  it("tells an expired token apart, and refuses one not yet valid", async () => {
    await expect(checkJwt(await signRsa(claims({ exp: SECONDS })), keys, expected)).rejects.toMatchObject({
      reason: "expired",
    });
    await expect(
      checkJwt(await signRsa(claims({ nbf: SECONDS + 60 })), keys, expected),
    ).rejects.toMatchObject({
      reason: "invalid",
    });
  });

  it("refuses another issuer, another audience, no subject and no expiry; accepts an audience list", async () => {
    for (const bad of [{ iss: "someone" }, { aud: "other" }, { sub: undefined }, { exp: undefined }]) {
      await expect(checkJwt(await signRsa(claims(bad)), keys, expected)).rejects.toMatchObject({
        reason: "invalid",
      });
    }
    expect(await checkJwt(await signRsa(claims({ aud: ["other", "mawid"] })), keys, expected)).toMatchObject({
      sub: "user-1",
    });
  });

  it("refuses critical header extensions and anything that is not a compact JWS", async () => {
    const crit = signRaw({ alg: "RS256", kid: "rsa", crit: ["exp"], exp: 1 }, claims());
    expect(await checkJwt(signRaw({ alg: "RS256", kid: "rsa" }, claims()), keys, expected)).toBeTruthy();
    for (const token of [crit, "", "a.b", "a.b.c.d", "not a token", `${b64([1])}.${b64(claims())}.x`]) {
      await expect(checkJwt(token, keys, expected)).rejects.toMatchObject({ reason: "invalid" });
    }
  });
});
