import { createHash, randomBytes } from "node:crypto";
import { DEVICE_TOKEN_PREFIX } from "@mawid/contracts/checkin";

/** A new device credential, shown once: only its hash is kept. */
export function newDeviceToken(): { token: string; hash: Buffer } {
  const token = `${DEVICE_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { token, hash: hashDeviceToken(token) };
}

/** The token is 256 random bits, so a plain SHA-256 is enough: nothing to guess, no salt needed. */
export function hashDeviceToken(token: string): Buffer {
  return createHash("sha256").update(token).digest();
}
