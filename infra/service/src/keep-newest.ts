/**
 * Puts `value` under `key` as the newest entry of a Map kept to at most `max` entries, dropping the
 * oldest first (a Map iterates in insertion order, so re-inserting makes an entry the newest).
 */
export function keepNewest<K, V>(kept: Map<K, V>, key: K, value: V, max: number): void {
  kept.delete(key);
  if (kept.size >= max) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
}
