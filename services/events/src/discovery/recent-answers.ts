import { LRUCache } from "lru-cache";

interface Kept<T> {
  answer: Promise<T>;
  /** Past this, the kept answer is still given, and worked out again meanwhile. */
  refreshAt: number;
  /** Past this, it is no longer given: the asker waits for a fresh one. */
  until: number;
  refreshing: boolean;
}

/**
 * The same question asked again within `keepMs` gets the answer already given (or still being worked
 * out), so a popular search costs the database once per period however many ask. At most `max`
 * questions are kept, the least recently asked dropped first; a failed answer is not kept.
 *
 * In the period's last fifth the kept answer is worked out again in the background, at a random
 * point, while it is still given: under steady asking nobody waits for the database, and questions
 * first asked together (a crowd arriving at once) are not all asked of it again in the same moment.
 * No answer given is older than `keepMs`, counted from when its work began.
 */
export function recentAnswers<T>(keepMs: number, max = 1_000) {
  const kept = new LRUCache<string, Kept<T>>({ max });

  const keep = (key: string, answer: Promise<T>, startedAt: number): void => {
    const entry = {
      answer,
      refreshAt: startedAt + keepMs * (0.8 + 0.15 * Math.random()),
      until: startedAt + keepMs,
      refreshing: false,
    };
    kept.set(key, entry);
  };

  const refresh = (key: string, entry: Kept<T>, work: () => Promise<T>, startedAt: number) => {
    entry.refreshing = true;
    const next = work();
    next.then(
      () => {
        if (kept.get(key) === entry) keep(key, next, startedAt);
      },
      () => {
        entry.refreshing = false;
      },
    );
  };

  return (key: string, work: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && hit.until > now) {
      if (now >= hit.refreshAt && !hit.refreshing) refresh(key, hit, work, now);
      return hit.answer;
    }
    const answer = work();
    keep(key, answer, now);
    answer.catch(() => {
      if (kept.get(key)?.answer === answer) kept.delete(key);
    });
    return answer;
  };
}
