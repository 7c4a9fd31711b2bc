/**
 * The same question asked again within `keepMs` gets the answer already given (or still being worked
 * out), so a popular search costs the database once per period however many ask. At most `max`
 * questions are kept, the oldest dropped first; a failed answer is not kept.
 */
export function recentAnswers<T>(keepMs: number, max = 1_000) {
  const kept = new Map<string, { until: number; answer: Promise<T> }>();
  return (key: string, work: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && hit.until > now) return hit.answer;
    kept.delete(key);
    if (kept.size >= max) kept.delete(kept.keys().next().value!);
    const answer = work();
    kept.set(key, { until: now + keepMs, answer });
    answer.catch(() => kept.delete(key));
    return answer;
  };
}
