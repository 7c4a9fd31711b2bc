import { type TEventListing, ZEventListing } from "@mawid/contracts/events";
import type { Upstream } from "./upstream.ts";

/** A page waits this long at most for the summary before it is served without share tags. */
const WAIT_MS = 500;
const KEEP_MS = 60_000;
const KEEP_ENTRIES = 1_000;

export type EventSummaries = (eventId: string) => Promise<TEventListing | null>;

/**
 * The events service's public summary of an event (`GET /api/v1/events/{id}/summary`), kept a minute
 * (a shared link is fetched by many previews at once), null when there is none or it did not answer.
 */
export function eventSummaries(events: Upstream): EventSummaries {
  const kept = new Map<string, { at: number; summary: Promise<TEventListing | null> }>();
  const fetchSummary = async (eventId: string): Promise<TEventListing | null> => {
    try {
      const response = await events.pool.request({
        method: "GET",
        path: `/api/v1/events/${encodeURIComponent(eventId)}/summary`,
        headersTimeout: WAIT_MS,
        bodyTimeout: WAIT_MS,
        signal: AbortSignal.timeout(WAIT_MS),
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        return null;
      }
      const parsed = ZEventListing.safeParse(await response.body.json());
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  return (eventId) => {
    const now = Date.now();
    const hit = kept.get(eventId);
    if (hit && now - hit.at < KEEP_MS) return hit.summary;
    kept.delete(eventId);
    if (kept.size >= KEEP_ENTRIES) kept.delete(kept.keys().next().value!);
    const summary = fetchSummary(eventId);
    kept.set(eventId, { at: now, summary });
    return summary;
  };
}
