import {
  EVENT_APPROVALS_PAGE_SIZE,
  type TEvent,
  type TEventApprovals,
  type TEventListing,
} from "@mawid/contracts/events";
import type { TOrganization } from "@mawid/contracts/identity";
import { vi } from "vitest";

/* What the events screens' tests share: an event as the service answers it, and a stand-in gateway. */

export const ORG_ID = "7d1e9c7a-1111-4a2b-8c3d-000000000000";
export const EVENT_ID = "3f6a2b1c-5d4e-4f7a-8b9c-0d1e2f3a4b5c";

export function anEvent(overrides: Partial<TEvent> = {}): TEvent {
  return {
    id: EVENT_ID,
    organizationId: ORG_ID,
    title: "Community iftar",
    description: "Open to all.",
    category: "iftar",
    coverImageUrl: null,
    startsAt: "2027-02-20T17:25:00+00:00",
    endsAt: "2027-02-20T20:00:00+00:00",
    timeZone: "Europe/London",
    venue: {
      name: "East London Mosque",
      address: "82-92 Whitechapel Rd, London",
      latitude: 51.5175,
      longitude: -0.0653,
    },
    onlineUrl: null,
    audience: "families",
    photoPolicy: "allowed",
    visibility: "public",
    capacity: 300,
    tags: [],
    languages: [],
    facilities: [],
    publishAt: null,
    seriesId: null,
    moonSighting: false,
    status: "draft",
    clonedFromEventId: null,
    rejectionReason: null,
    cancellationReason: null,
    createdAt: "2027-01-10T10:00:00+00:00",
    updatedAt: "2027-01-10T10:00:00+00:00",
    submittedAt: null,
    approvedAt: null,
    publishedAt: null,
    cancelledAt: null,
    completedAt: null,
    hostVerified: false,
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

type Route = (call: Call) => Response | undefined;

/**
 * The gateway as these tests need it: each request goes to the first route that answers it, and every
 * request is kept so a test can check what the page sent.
 */
export function stubApi(...routes: Route[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const call: Call = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    for (const route of routes) {
      const response = route(call);
      if (response) return response;
    }
    return json(404, { error: { code: "NOT_FOUND", message: `no stub for ${call.method} ${call.path}` } });
  });
  return calls;
}

/** A route answering one method and path (a string, or a pattern for ids). */
export function on(method: string, path: string | RegExp, answer: (call: Call) => Response): Route {
  return (call) => {
    const matches = typeof path === "string" ? call.path === path : path.test(call.path);
    return call.method === method && matches ? answer(call) : undefined;
  };
}

/** The host organisation, as identity's public profile answers it. */
export function anOrganization(overrides: Partial<TOrganization> = {}): TOrganization {
  return {
    id: ORG_ID,
    name: "East London Mosque",
    kind: "masjid",
    city: "London",
    country: "GB",
    website: null,
    tier: "free",
    verified: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

export function aListing(overrides: Partial<TEventListing> = {}): TEventListing {
  return {
    id: EVENT_ID,
    organizationId: ORG_ID,
    organizationName: "East London Mosque",
    title: "Community iftar",
    excerpt: "Open to all.",
    category: "iftar",
    audience: "families",
    startsAt: "2027-02-20T17:25:00+00:00",
    endsAt: "2027-02-20T20:00:00+00:00",
    timeZone: "Europe/London",
    venue: {
      name: "East London Mosque",
      address: "82-92 Whitechapel Rd",
      latitude: 51.5175,
      longitude: -0.0653,
    },
    online: false,
    coverImageUrl: null,
    tags: [],
    languages: [],
    facilities: [],
    moonSighting: false,
    lowestPrice: null,
    promoted: false,
    hostVerified: false,
    ...overrides,
  };
}

export const pageOf = <T>(items: T[], page = 1, total = items.length) => ({
  items,
  page,
  pageSize: 20,
  total,
});

/** One page of the approval queue as the service answers it. */
export function approvalsPage(
  items: TEvent[],
  options: { page?: number; total?: number } = {},
): TEventApprovals {
  return {
    items,
    page: options.page ?? 1,
    pageSize: EVENT_APPROVALS_PAGE_SIZE,
    total: options.total ?? items.length,
  };
}
