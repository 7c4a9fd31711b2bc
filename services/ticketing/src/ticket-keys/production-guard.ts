import type { KeyEncryptionKey } from "@mawid/service/key-encryption";

/**
 * Ticket-signing keys stay sealed in production, as identity's token keys do: a database dump alone
 * must not let anyone mint tickets that scanners accept.
 */
export function ticketKeyProblems(config: {
  NODE_ENV: string;
  SIGNING_KEY_ENCRYPTION_KEYS: readonly KeyEncryptionKey[];
}): string[] {
  if (config.NODE_ENV !== "production" || config.SIGNING_KEY_ENCRYPTION_KEYS.length > 0) return [];
  return [
    "SIGNING_KEY_ENCRYPTION_KEYS: required in production to seal each event's ticket-signing key, e.g. k1:$(openssl rand -base64 32)",
  ];
}
