/** A value per key, loaded on first use and kept `ttlMs`; concurrent misses share one load. */
export interface TtlCache<K, V> {
  get(key: K): Promise<V>;
  /** Forgets the key, so the next get loads it afresh. */
  forget(key: K): void;
}

/**
 * Scans read the same few events, keys and gates thousands of times a second; these change rarely and
 * only through the bus, so a second's staleness costs nothing a station would notice.
 */
export function ttlCache<K, V>(
  load: (key: K) => Promise<V>,
  ttlMs: number,
  maxEntries = 10_000,
): TtlCache<K, V> {
  const entries = new Map<K, { value: Promise<V>; until: number }>();
  return {
    get(key) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load(key);
      entries.set(key, { value, until: now + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    forget(key) {
      entries.delete(key);
    },
  };
}
