import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openPrivateKey, sealPrivateKey, ZKeyEncryptionKeys } from "./key-encryption.ts";

const secret = () => randomBytes(32).toString("base64");
const JWK = JSON.stringify({ kty: "OKP", crv: "Ed25519", d: "private-part", x: "public-part" });

describe("SIGNING_KEY_ENCRYPTION_KEYS", () => {
  it("reads a list of <id>:<base64 of 32 bytes>, the first being the one that seals", () => {
    const keys = ZKeyEncryptionKeys.parse(`k2:${secret()}, k1:${secret()}`);
    expect(keys.map((k) => k.id)).toEqual(["k2", "k1"]);
    expect(keys.every((k) => k.key.length === 32)).toBe(true);
    expect(ZKeyEncryptionKeys.parse(undefined)).toEqual([]);
  });

  it("refuses a key of another length, an entry without an id and an id listed twice", () => {
    const message = (value: string) => ZKeyEncryptionKeys.safeParse(value).error?.issues[0]?.message;
    expect(message(`k1:${randomBytes(16).toString("base64")}`)).toBe(
      "each entry is <id>:<base64 of 32 random bytes>",
    );
    expect(message(secret())).toBe("each entry is <id>:<base64 of 32 random bytes>");
    expect(message(`k1:${secret()},k1:${secret()}`)).toBe("the key id k1 is listed twice");
  });
});

describe("sealing a private key", () => {
  const keys = ZKeyEncryptionKeys.parse(`k1:${secret()}`);

  it("keeps neither the JWK nor any part of it readable, and opens it again", () => {
    const sealed = sealPrivateKey("kid-1", JWK, keys);
    expect(sealed.wrapping_key_id).toBe("k1");
    // Matched as whole phrases, in the text and in its bytes: three base64 letters such as "OKP" turn
    // up in random ciphertext about once in a thousand runs.
    const bytes = Buffer.from(sealed.private_key, "base64url");
    for (const phrase of ["private-part", '"kty":"OKP"']) {
      expect(sealed.private_key).not.toContain(phrase);
      expect(bytes.includes(phrase)).toBe(false);
    }
    expect(sealed.private_key).not.toContain(Buffer.from(JWK).toString("base64url").slice(0, 16));
    expect(openPrivateKey({ kid: "kid-1", ...sealed }, keys)).toBe(JWK);
  });

  it("does not open on another row, or after tampering", () => {
    const sealed = sealPrivateKey("kid-1", JWK, keys);
    expect(() => openPrivateKey({ kid: "kid-2", ...sealed }, keys)).toThrow();
    const flipped = Buffer.from(sealed.private_key, "base64url");
    flipped[flipped.length - 1]! ^= 1;
    expect(() =>
      openPrivateKey({ kid: "kid-1", ...sealed, private_key: flipped.toString("base64url") }, keys),
    ).toThrow();
  });

  it("opens with an older key still listed, and names the setting when the key is gone", () => {
    const sealed = sealPrivateKey("kid-1", JWK, keys);
    const rotated = [...ZKeyEncryptionKeys.parse(`k2:${secret()}`), ...keys];
    expect(openPrivateKey({ kid: "kid-1", ...sealed }, rotated)).toBe(JWK);
    expect(() => openPrivateKey({ kid: "kid-1", ...sealed }, rotated.slice(0, 1))).toThrow(
      'signing key kid-1 is sealed with key-encryption key "k1", which SIGNING_KEY_ENCRYPTION_KEYS does not list',
    );
  });

  it("stays plaintext, and says so, without a key-encryption key (development)", () => {
    expect(sealPrivateKey("kid-1", JWK, [])).toEqual({ private_key: JWK, wrapping_key_id: null });
  });
});
