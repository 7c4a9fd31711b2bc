import { z } from "zod";
import { LRUCache } from "lru-cache";

/** A service the gateway routes to; extra routes (benchmarks, experiments) may name others. */
export type ServiceName =
  | "identity"
  | "events"
  | "ticketing"
  | "payments"
  | "checkin"
  | "analytics"
  | (string & {});

export type AuthMode = "required" | "optional" | "none";

/**
 * One row of the route table. `path` is a pattern: literal segments, `{name}` for one segment,
 * a trailing `*` on the last segment for "this path and everything below it"
 * (`/api/v1/orders*` matches `/api/v1/orders` and `/api/v1/orders/1/items`), and `/*` for
 * "everything below" only. Paths are forwarded to the service unchanged.
 */
export interface RouteEntry {
  path: string;
  /** Upper-case methods; absent = every method. */
  methods?: readonly string[];
  service: ServiceName;
  /** required: 401 without a valid token; optional: verified when sent; none: never looked at. */
  auth: AuthMode;
}

const READ = ["GET", "HEAD"] as const;

/**
 * THE route table: who owns which public path, and whether a token is needed. Resources nest
 * across services (an event's ticket types are ticketing's; an order's checkout is payments').
 * The most specific match wins: more literal segments first, then longer, then method-specific.
 * Every write needs a signed-in user except sign-in itself and provider webhooks; reads of
 * public resources verify a token when one is sent. Services still decide every permission.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // identity
  { path: "/api/v1/auth/*", service: "identity", auth: "none" },
  // Session management acts on the signed-in user, unlike sign-in and refresh (which use the cookie).
  { path: "/api/v1/auth/sessions*", service: "identity", auth: "required" },
  { path: "/api/v1/auth/sign-out-everywhere", service: "identity", auth: "required" },
  { path: "/api/v1/me*", service: "identity", auth: "required" },
  { path: "/api/v1/organizations*", methods: READ, service: "identity", auth: "optional" },
  { path: "/api/v1/organizations*", service: "identity", auth: "required" },
  { path: "/api/v1/invitations*", methods: READ, service: "identity", auth: "optional" },
  { path: "/api/v1/invitations*", service: "identity", auth: "required" },
  { path: "/api/v1/subscription-features", methods: READ, service: "identity", auth: "optional" },
  { path: "/api/v1/subscription-features", service: "identity", auth: "required" },
  { path: "/api/v1/dev/*", service: "identity", auth: "optional" },
  { path: "/.well-known/jwks.json", methods: READ, service: "identity", auth: "none" },
  // events
  { path: "/api/v1/events*", methods: READ, service: "events", auth: "optional" },
  { path: "/api/v1/events*", service: "events", auth: "required" },
  // the platform admins' approval queue
  { path: "/api/v1/event-approvals", service: "events", auth: "required" },
  { path: "/api/v1/discover*", methods: READ, service: "events", auth: "optional" },
  { path: "/api/v1/discover*", service: "events", auth: "required" },
  { path: "/api/v1/prayer-times", methods: READ, service: "events", auth: "none" },
  { path: "/api/v1/organizations/{id}/prayer-settings", methods: READ, service: "events", auth: "optional" },
  { path: "/api/v1/organizations/{id}/prayer-settings", service: "events", auth: "required" },
  { path: "/api/v1/organizations/{id}/verification*", methods: READ, service: "events", auth: "optional" },
  { path: "/api/v1/organizations/{id}/verification*", service: "events", auth: "required" },
  { path: "/api/v1/verification-requests", service: "events", auth: "required" },
  { path: "/api/v1/organizations/{id}/venues*", methods: READ, service: "events", auth: "optional" },
  { path: "/api/v1/organizations/{id}/venues*", service: "events", auth: "required" },
  { path: "/api/v1/organizations/{id}/follow", methods: READ, service: "events", auth: "optional" },
  { path: "/api/v1/organizations/{id}/follow", service: "events", auth: "required" },
  { path: "/api/v1/follows", service: "events", auth: "required" },
  // an organisation's events in every status, for its members
  { path: "/api/v1/organizations/{id}/events", methods: READ, service: "events", auth: "required" },
  { path: "/api/v1/organizations/{id}/calendar.ics", methods: READ, service: "events", auth: "none" },
  // ticketing
  { path: "/api/v1/events/{id}/ticket-types*", methods: READ, service: "ticketing", auth: "optional" },
  { path: "/api/v1/events/{id}/ticket-types*", service: "ticketing", auth: "required" },
  // a section's seats and entrance, shared by its ticket types
  { path: "/api/v1/events/{id}/sections/*", service: "ticketing", auth: "required" },
  // promo codes: the organisation's members only, decided by ticketing
  { path: "/api/v1/events/{id}/promo-codes*", service: "ticketing", auth: "required" },
  // the halal marketplace: vendors and add-ons are public to read
  { path: "/api/v1/events/{id}/vendors", methods: READ, service: "ticketing", auth: "optional" },
  { path: "/api/v1/events/{id}/vendors", service: "ticketing", auth: "required" },
  { path: "/api/v1/events/{id}/add-ons", methods: READ, service: "ticketing", auth: "optional" },
  { path: "/api/v1/events/{id}/add-ons", service: "ticketing", auth: "required" },
  { path: "/api/v1/events/{id}/add-ons/*", service: "ticketing", auth: "required" },
  { path: "/api/v1/orders*", service: "ticketing", auth: "required" },
  { path: "/api/v1/tickets*", service: "ticketing", auth: "required" },
  { path: "/api/v1/me/tickets", service: "ticketing", auth: "required" },
  // the waitlist: joining and leaving are under ticket-types above; my places, the host's view, taking an offer
  { path: "/api/v1/me/waitlist", service: "ticketing", auth: "required" },
  { path: "/api/v1/events/{id}/waitlist", service: "ticketing", auth: "required" },
  { path: "/api/v1/waitlist-offers/*", service: "ticketing", auth: "required" },
  // scanners' public keys and revocations: the organisation's members only, decided by ticketing
  { path: "/api/v1/events/{id}/ticket-keys", service: "ticketing", auth: "required" },
  // refunds: the policy is public to read; hosts set it. A host's e-mails to the attendees and their progress
  { path: "/api/v1/events/{id}/refund-policy", methods: READ, service: "ticketing", auth: "optional" },
  { path: "/api/v1/events/{id}/refund-policy", service: "ticketing", auth: "required" },
  { path: "/api/v1/events/{id}/attendee-emails*", service: "ticketing", auth: "required" },
  // the reminder e-mailed to ticket holders before the start: the organisation's members only
  { path: "/api/v1/events/{id}/reminder", service: "ticketing", auth: "required" },
  // the host's attendee list and its CSV export: the organisation's members only, decided by ticketing
  { path: "/api/v1/events/{id}/attendees", service: "ticketing", auth: "required" },
  { path: "/api/v1/events/{id}/attendees.csv", service: "ticketing", auth: "required" },
  // payments
  { path: "/api/v1/orders/{id}/checkout*", service: "payments", auth: "required" },
  { path: "/api/v1/donations*", methods: READ, service: "payments", auth: "optional" },
  { path: "/api/v1/donations*", service: "payments", auth: "required" },
  { path: "/api/v1/payments*", service: "payments", auth: "required" },
  { path: "/api/v1/payments/config", methods: READ, service: "payments", auth: "optional" },
  { path: "/api/v1/webhooks/*", service: "payments", auth: "none" },
  // Stripe's webhooks prove themselves by their signature, checked by payments
  { path: "/api/v1/payments/webhooks/*", service: "payments", auth: "none" },
  { path: "/api/v1/fees/quote", methods: READ, service: "payments", auth: "none" },
  // an organisation's money: its owners and admins, decided by payments
  { path: "/api/v1/organizations/{id}/ledger", service: "payments", auth: "required" },
  { path: "/api/v1/organizations/{id}/payouts", service: "payments", auth: "required" },
  { path: "/api/v1/organizations/{id}/donations*", service: "payments", auth: "required" },
  { path: "/api/v1/organizations/{id}/gift-aid.csv", service: "payments", auth: "required" },
  // an organisation's paid tier: its owner subscribes and cancels, decided by payments
  { path: "/api/v1/organizations/{id}/subscription*", service: "payments", auth: "required" },
  { path: "/api/v1/subscriptions*", service: "payments", auth: "required" },
  // an organisation's Stripe Express account for payouts: its owners and admins, decided by payments
  { path: "/api/v1/organizations/{id}/connect", service: "payments", auth: "required" },
  // a host's unpaid orders, and marking one paid in cash or by transfer: decided by payments
  { path: "/api/v1/organizations/{id}/unpaid-orders", service: "payments", auth: "required" },
  { path: "/api/v1/orders/{id}/offline-payment", service: "payments", auth: "required" },
  // checkin: scanning stations send device tokens (Bearer mdv_...), which only check-in can look up,
  // as well as members' tokens. The gateway cannot tell a good device token from a bad one, so it
  // passes every check-in request on and the service authenticates each caller itself (a device or
  // a member, per route); nothing under these paths is answered without that check.
  { path: "/api/v1/checkin*", service: "checkin", auth: "none" },
  { path: "/api/v1/events/{id}/checkin*", service: "checkin", auth: "none" },
  // analytics
  { path: "/api/v1/analytics*", service: "analytics", auth: "required" },
  // the event page counts its views, signed in or not: the per-address limit bounds it, nothing personal is kept
  { path: "/api/v1/analytics/page-views", methods: ["POST"], service: "analytics", auth: "none" },
  // each service's own operations (parked messages), for platform administrators
  { path: "/api/v1/ops/identity/*", service: "identity", auth: "required" },
  { path: "/api/v1/ops/events/*", service: "events", auth: "required" },
  { path: "/api/v1/ops/ticketing/*", service: "ticketing", auth: "required" },
  { path: "/api/v1/ops/payments/*", service: "payments", auth: "required" },
  { path: "/api/v1/ops/checkin/*", service: "checkin", auth: "required" },
  { path: "/api/v1/ops/analytics/*", service: "analytics", auth: "required" },
];

export const ZExtraRoutes = z.array(
  z.object({
    path: z.string().startsWith("/"),
    methods: z.array(z.string().toUpperCase()).optional(),
    service: z.string().regex(/^[a-z][a-z0-9-]*$/),
    url: z.url(),
    /** A Unix socket the service serves on too; requests go over it (see ZGatewayConfig). */
    socket: z.string().min(1).optional(),
    auth: z.enum(["required", "optional", "none"]).default("required"),
  }),
);

/** What a request path resolved to; `id` is the entry's pattern, a bounded label for metrics. */
export interface ResolvedRoute {
  readonly id: string;
  readonly service: ServiceName;
  readonly auth: AuthMode;
}

interface Compiled extends ResolvedRoute {
  readonly methods: ReadonlySet<string> | null;
  readonly score: number;
}

interface TrieNode {
  literal: Map<string, TrieNode>;
  param: TrieNode | null;
  /** Entries that end exactly here. */
  exact: Compiled[];
  /** Entries that match here and any deeper path (`name*`). */
  here: Compiled[];
  /** Entries that match strictly deeper paths (`name/*`). */
  below: Compiled[];
}

function node(): TrieNode {
  return { literal: new Map(), param: null, exact: [], here: [], below: [] };
}

/**
 * What the table remembers answers for, bounded so that a client sending made-up paths cannot make
 * it big: the methods browsers and clients send, paths up to 256 characters, 1,024 paths a method
 * (at most about 2 MB in all).
 */
const REMEMBERED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const REMEMBERED_PATH_LENGTH = 256;
const REMEMBERED_PER_METHOD = 1_024;

/** A resolver built once from the table: a segment trie, so a lookup costs a few map reads. */
export class RouteTable {
  readonly #root = node();
  readonly entries: readonly RouteEntry[];
  /**
   * method -> path -> the answer: a busy path (an on-sale's orders, a door's scans) is walked once,
   * not on every request. The least recently used answers go first when the paths of many ids fill
   * it; false is a path no route owns.
   */
  readonly #resolved = new Map<string, LRUCache<string, Compiled | false>>(
    REMEMBERED_METHODS.map((method) => [method, new LRUCache({ max: REMEMBERED_PER_METHOD })]),
  );

  constructor(entries: readonly RouteEntry[]) {
    this.entries = entries;
    for (const entry of entries) this.#add(entry);
  }

  #add(entry: RouteEntry): void {
    let pattern = entry.path;
    let kind: "exact" | "here" | "below" = "exact";
    if (pattern.endsWith("/*")) {
      kind = "below";
      pattern = pattern.slice(0, -2);
    } else if (pattern.endsWith("*")) {
      kind = "here";
      pattern = pattern.slice(0, -1);
    }
    const segments = pattern.split("/").filter(Boolean);
    let literals = 0;
    let at = this.#root;
    for (const segment of segments) {
      if (segment.startsWith("{") || segment.startsWith(":")) {
        at.param ??= node();
        at = at.param;
      } else {
        literals++;
        let next = at.literal.get(segment);
        if (!next) {
          next = node();
          at.literal.set(segment, next);
        }
        at = next;
      }
    }
    const compiled: Compiled = {
      id: entry.path,
      service: entry.service,
      auth: entry.auth,
      methods: entry.methods ? new Set(entry.methods.map((m) => m.toUpperCase())) : null,
      // literal segments dominate, then depth, then exact beats wildcard, then method-specific
      score:
        literals * 10_000 + segments.length * 100 + (kind === "exact" ? 10 : 0) + (entry.methods ? 1 : 0),
    };
    at[kind].push(compiled);
  }

  /**
   * The owning route for a path (no query string), or null when nothing matches or the path is
   * one the services' router would read differently from its raw text (see `routedPath`).
   */
  resolve(method: string, path: string): ResolvedRoute | null {
    const byPath = this.#resolved.get(method);
    if (byPath === undefined || path.length > REMEMBERED_PATH_LENGTH) return this.#resolve(method, path);
    const known = byPath.get(path);
    if (known !== undefined) return known || null;
    const route = this.#resolve(method, path);
    byPath.set(path, route ?? false);
    return route;
  }

  #resolve(method: string, path: string): Compiled | null {
    const routed = routedPath(path);
    if (routed === null) return null;
    const segments = routed.split("/");
    // segments[0] is "" for an absolute path; empty segments (a//b, trailing /) are skipped
    return this.#walk(this.#root, segments, 1, method, null);
  }

  #walk(
    at: TrieNode,
    segments: string[],
    index: number,
    method: string,
    best: Compiled | null,
  ): Compiled | null {
    while (index < segments.length && segments[index] === "") index++;
    if (index >= segments.length) {
      best = pick(at.exact, method, best);
      return pick(at.here, method, best);
    }
    best = pick(at.here, method, best);
    best = pick(at.below, method, best);
    const segment = segments[index]!;
    const literal = at.literal.get(segment);
    if (literal) best = this.#walk(literal, segments, index + 1, method, best);
    if (at.param) best = this.#walk(at.param, segments, index + 1, method, best);
    return best;
  }
}

/** Percent-encodings that decodeURI leaves alone and a router decodes into a path separator. */
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;

/**
 * The path as the services' Fastify router matches it, so a route's auth rule cannot be dodged by
 * spelling its path differently: everything from `#` on dropped, percent-encodings decoded as
 * decodeURI does (`/api/v1/%65vents` is `/api/v1/events`). Null for a path a router could read
 * two ways, which nobody's links contain: a malformed encoding, an encoded `/` or `\` (a
 * parameter decodes `..%2f` to `../`), and `.` or `..` segments (a router does not resolve them,
 * a proxy or file server in between may). Paths without `%`, `#` or `/.` are returned as they are.
 */
export function routedPath(path: string): string | null {
  const hash = path.indexOf("#");
  let routed = hash === -1 ? path : path.slice(0, hash);
  if (routed.includes("%")) {
    if (ENCODED_SEPARATOR.test(routed)) return null;
    try {
      routed = decodeURI(routed);
    } catch {
      return null;
    }
  }
  if (routed.includes("/.")) {
    for (const segment of routed.split("/")) if (segment === "." || segment === "..") return null;
  }
  return routed;
}

function pick(candidates: Compiled[], method: string, best: Compiled | null): Compiled | null {
  for (const c of candidates) {
    if (c.methods !== null && !c.methods.has(method)) continue;
    if (best === null || c.score > best.score) best = c;
  }
  return best;
}
