/**
 * What a Postgres bus notification says was published: "topic type" entries, comma-separated, one per
 * kind of message; a bare "topic" (a notice too long with every type in it, or one from an older
 * version) stands for all of that topic's types. A consumer wakes only for what it handles: during an
 * on-sale, every batch of OrderPlaced woke each consumer of the orders topic to fetch messages it
 * would only pass over, where its fallback poll moves its checkpoint past them in a few fetches.
 */
export const NOTICE_MAX_CHARS = 7_000;

export function noticeOf(messages: readonly { topic: string; type: string | undefined }[]): string {
  const kinds = new Set(messages.map((m) => (m.type ? `${m.topic} ${m.type}` : m.topic)));
  const notice = [...kinds].join(",");
  // PostgreSQL refuses a payload of 8,000 bytes or more
  return notice.length <= NOTICE_MAX_CHARS ? notice : [...new Set(messages.map((m) => m.topic))].join(",");
}

export function wakes(
  notice: string,
  subscriber: { topics: readonly string[]; types?: readonly string[] | undefined },
): boolean {
  if (notice === "") return true;
  for (const entry of notice.split(",")) {
    const space = entry.indexOf(" ");
    const topic = space === -1 ? entry : entry.slice(0, space);
    if (!subscriber.topics.includes(topic)) continue;
    if (space === -1 || subscriber.types === undefined) return true;
    if (subscriber.types.includes(entry.slice(space + 1))) return true;
  }
  return false;
}
