import { LRUCache } from "lru-cache";

/** What a device token stands for, as the devices table says. */
export interface DeviceCredential {
  deviceId: string;
  eventId: string;
  organizationId: string;
  name: string;
  gateIds: readonly string[];
  expiresAt: Date;
  revoked: boolean;
}

/** Positive answers are kept at most this long, so a revocation made by another process bites within it. */
export const DEVICE_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Device credentials found by token, kept briefly so a station's thousands of scans do not each read
 * the table, the least recently used dropped first past 10,000. Keyed by the token itself: strings
 * are hashed natively, cheaper than a digest of ours.
 * Unknown tokens are never kept, so made-up ones cannot push real ones out.
 */
export class DeviceCredentialCache {
  readonly #entries = new LRUCache<string, { credential: DeviceCredential; until: number }>({
    max: MAX_ENTRIES,
  });
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(ttlMs = DEVICE_CACHE_TTL_MS, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get(token: string): DeviceCredential | undefined {
    const entry = this.#entries.get(token);
    if (entry === undefined) return undefined;
    if (entry.until > this.#now()) return entry.credential;
    this.#entries.delete(token);
    return undefined;
  }

  set(token: string, credential: DeviceCredential): void {
    this.#entries.set(token, { credential, until: this.#now() + this.#ttlMs });
  }

  /** A revocation made in this process bites at once. */
  forget(deviceId: string): void {
    const tokens = [...this.#entries.entries()].flatMap(([token, entry]) =>
      entry.credential.deviceId === deviceId ? [token] : [],
    );
    for (const token of tokens) this.#entries.delete(token);
  }
}
