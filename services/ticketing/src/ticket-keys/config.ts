import { ZKeyEncryptionKeys } from "@mawid/service/key-encryption";

/** The same setting as identity's: `<id>:<base64 of 32 bytes>`, comma separated; the first seals, all open. */
export const ticketKeysConfig = {
  SIGNING_KEY_ENCRYPTION_KEYS: ZKeyEncryptionKeys,
};
