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
 * the table. Keyed by the token itself: a Map hashes strings natively, cheaper than a digest of ours.
 * Unknown tokens are never kept, so made-up ones cannot push real ones out.
 */
export class DeviceCredentialCache {
  readonly #entries = new Map<string, { credential: DeviceCredential; until: number }>();
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
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, { credential, until: this.#now() + this.#ttlMs });
  }

  /** A revocation made in this process bites at once. */
  forget(deviceId: string): void {
    for (const [token, entry] of this.#entries)
      if (entry.credential.deviceId === deviceId) this.#entries.delete(token);
  }
}
