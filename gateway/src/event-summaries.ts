import { type TEventListing, ZEventListing } from "@mawid/contracts/events";
import { LRUCache } from "lru-cache";
import type { Upstream } from "./upstream.ts";

const KEEP_MS = 60_000;
const KEEP_ENTRIES = 1_000;

export type EventSummaries = (eventId: string) => Promise<TEventListing | null>;

/** What the events service said of an event, and whether that holds for a while. */
interface Answer {
  summary: TEventListing | null;
  /** A summary, or that there is none to show; not a slow or failing service, which is asked again. */
  lasting: boolean;
}

/**
 * The events service's public summary of an event (`GET /api/v1/events/{id}/summary`), kept a minute
 * (a shared link is fetched by many previews at once), null when there is none or it did not answer
 * within `waitMs` (the page is served without share tags then). A service that did not answer is
 * asked again by the next page: a slow moment does not strip a link's previews for a minute.
 */
export function eventSummaries(events: Upstream, waitMs: number): EventSummaries {
  const kept = new LRUCache<string, { at: number; answer: Promise<Answer> }>({ max: KEEP_ENTRIES });
  const fetchSummary = async (eventId: string): Promise<Answer> => {
    try {
      const response = await events.pool.request({
        method: "GET",
        path: `/api/v1/events/${encodeURIComponent(eventId)}/summary`,
        headersTimeout: waitMs,
        bodyTimeout: waitMs,
        signal: AbortSignal.timeout(waitMs),
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        return { summary: null, lasting: response.statusCode < 500 };
      }
      const parsed = ZEventListing.safeParse(await response.body.json());
      return { summary: parsed.success ? parsed.data : null, lasting: true };
    } catch {
      return { summary: null, lasting: false };
    }
  };
  return async (eventId) => {
    const now = Date.now();
    const hit = kept.get(eventId);
    if (hit && now - hit.at < KEEP_MS) return (await hit.answer).summary;
    // kept while it is asked for too, so that previews arriving together ask once
    const entry = { at: now, answer: fetchSummary(eventId) };
    kept.set(eventId, entry);
    const { summary, lasting } = await entry.answer;
    if (!lasting && kept.get(eventId) === entry) kept.delete(eventId);
    return summary;
  };
}
