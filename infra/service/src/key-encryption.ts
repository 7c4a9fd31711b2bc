import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { z } from "zod";

/** A key-encryption key from SIGNING_KEY_ENCRYPTION_KEYS: its id is stored beside what it sealed. */
export interface KeyEncryptionKey {
  id: string;
  key: Buffer;
}

const ENTRY = /^([A-Za-z0-9_-]{1,64}):([A-Za-z0-9+/_-]+={0,2})$/;
const CIPHER = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The first key seals; every listed key opens, so the wrapping key can rotate without downtime. */
export const ZKeyEncryptionKeys = z
  .string()
  .optional()
  .transform((value, ctx): KeyEncryptionKey[] => {
    const entries = (value ?? "")
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    const keys: KeyEncryptionKey[] = [];
    for (const entry of entries) {
      const match = ENTRY.exec(entry);
      const key = match ? Buffer.from(match[2]!, "base64") : undefined;
      if (!match || key?.length !== 32) {
        ctx.addIssue({ code: "custom", message: "each entry is <id>:<base64 of 32 random bytes>" });
        return z.NEVER;
      }
      if (keys.some((k) => k.id === match[1])) {
        ctx.addIssue({ code: "custom", message: `the key id ${match[1]} is listed twice` });
        return z.NEVER;
      }
      keys.push({ id: match[1]!, key });
    }
    return keys;
  });

export interface SealedPrivateKey {
  private_key: string;
  wrapping_key_id: string | null;
}

/**
 * Seals a private JWK for its row. The signing key's id is authenticated with it, so a sealed key
 * copied onto another row does not open. Without key-encryption keys (development only, refused in
 * production) it is stored as plain JSON and wrapping_key_id stays null to say so.
 */
export function sealPrivateKey(
  kid: string,
  json: string,
  keys: readonly KeyEncryptionKey[],
): SealedPrivateKey {
  const wrapping = keys[0];
  if (!wrapping) return { private_key: json, wrapping_key_id: null };
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, wrapping.key, iv);
  cipher.setAAD(Buffer.from(kid));
  const sealed = Buffer.concat([cipher.update(json, "utf8"), cipher.final()]);
  return {
    private_key: Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url"),
    wrapping_key_id: wrapping.id,
  };
}

export function openPrivateKey(
  row: SealedPrivateKey & { kid: string },
  keys: readonly KeyEncryptionKey[],
): string {
  if (row.wrapping_key_id === null) return row.private_key;
  const wrapping = keys.find((k) => k.id === row.wrapping_key_id);
  if (!wrapping)
    throw new Error(
      `signing key ${row.kid} is sealed with key-encryption key "${row.wrapping_key_id}", which SIGNING_KEY_ENCRYPTION_KEYS does not list`,
    );
  const bytes = Buffer.from(row.private_key, "base64url");
  const decipher = createDecipheriv(CIPHER, wrapping.key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(row.kid));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    "utf8",
  );
}
