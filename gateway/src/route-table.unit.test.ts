import { describe, expect, it } from "vitest";
import { ROUTE_TABLE, RouteTable } from "./route-table.ts";

const table = new RouteTable(ROUTE_TABLE);
const owner = (method: string, path: string) => table.resolve(method, path)?.service ?? null;
const auth = (method: string, path: string) => table.resolve(method, path)?.auth ?? null;

describe("route table", () => {
  it("resolves each resource to the service that owns it, nested resources included", () => {
    expect(owner("POST", "/api/v1/auth/login")).toBe("identity");
    expect(owner("GET", "/api/v1/me")).toBe("identity");
    expect(owner("GET", "/api/v1/organizations")).toBe("identity");
    expect(owner("PATCH", "/api/v1/organizations/o1/members/u1")).toBe("identity");
    expect(owner("GET", "/api/v1/invitations/abc")).toBe("identity");
    expect(owner("GET", "/api/v1/subscription-features")).toBe("identity");
    expect(owner("GET", "/api/v1/dev/mail")).toBe("identity");
    expect(owner("GET", "/.well-known/jwks.json")).toBe("identity");

    expect(owner("GET", "/api/v1/events")).toBe("events");
    expect(owner("GET", "/api/v1/events/e1")).toBe("events");
    expect(owner("POST", "/api/v1/events/e1/submit")).toBe("events");
    expect(owner("GET", "/api/v1/discover")).toBe("events");
    expect(owner("GET", "/api/v1/discover/nearby")).toBe("events");

    expect(owner("GET", "/api/v1/events/e1/ticket-types")).toBe("ticketing");
    expect(owner("PUT", "/api/v1/events/e1/ticket-types/t1")).toBe("ticketing");
    expect(owner("POST", "/api/v1/orders")).toBe("ticketing");
    expect(owner("GET", "/api/v1/orders/o1")).toBe("ticketing");
    expect(owner("GET", "/api/v1/tickets/t1/qr")).toBe("ticketing");
    expect(owner("GET", "/api/v1/me/tickets")).toBe("ticketing");
    expect(owner("GET", "/api/v1/events/e1/ticket-keys")).toBe("ticketing");
    expect(owner("GET", "/api/v1/events/e1/refund-policy")).toBe("ticketing");
    expect(owner("PUT", "/api/v1/events/e1/refund-policy")).toBe("ticketing");
    expect(owner("PUT", "/api/v1/events/e1/reminder")).toBe("ticketing");
    expect(owner("POST", "/api/v1/events/e1/promo-codes/p1/end")).toBe("ticketing");
    expect(owner("POST", "/api/v1/events/e1/add-ons/a1/withdraw")).toBe("ticketing");
    expect(owner("POST", "/api/v1/orders/o1/refund")).toBe("ticketing");
    expect(owner("POST", "/api/v1/events/e1/attendee-emails")).toBe("ticketing");
    expect(owner("GET", "/api/v1/events/e1/attendee-emails/j1")).toBe("ticketing");
    expect(owner("GET", "/api/v1/events/e1/attendees")).toBe("ticketing");
    expect(auth("GET", "/api/v1/events/e1/attendees")).toBe("required");
    expect(owner("GET", "/api/v1/events/e1/attendees.csv")).toBe("ticketing");
    expect(auth("GET", "/api/v1/events/e1/attendees.csv")).toBe("required");
    expect(owner("POST", "/api/v1/events/e1/ticket-types/t1/waitlist")).toBe("ticketing");
    expect(auth("DELETE", "/api/v1/events/e1/ticket-types/t1/waitlist")).toBe("required");
    expect(owner("GET", "/api/v1/me/waitlist")).toBe("ticketing");
    expect(owner("GET", "/api/v1/events/e1/waitlist")).toBe("ticketing");
    expect(auth("GET", "/api/v1/events/e1/waitlist")).toBe("required");
    expect(owner("POST", "/api/v1/waitlist-offers/w1/accept")).toBe("ticketing");
    expect(owner("POST", "/api/v1/tickets/t1/resend")).toBe("ticketing");
    expect(owner("POST", "/api/v1/events/e1/promo-codes")).toBe("ticketing");
    expect(auth("GET", "/api/v1/events/e1/promo-codes")).toBe("required");
    expect(owner("GET", "/api/v1/events/e1/vendors")).toBe("ticketing");
    expect(auth("GET", "/api/v1/events/e1/vendors")).toBe("optional");
    expect(auth("POST", "/api/v1/events/e1/vendors")).toBe("required");
    expect(owner("GET", "/api/v1/events/e1/add-ons")).toBe("ticketing");
    expect(auth("GET", "/api/v1/events/e1/add-ons")).toBe("optional");
    expect(auth("POST", "/api/v1/events/e1/add-ons")).toBe("required");
    expect(auth("GET", "/api/v1/events/e1/ticket-keys")).toBe("required");

    expect(owner("POST", "/api/v1/orders/o1/checkout")).toBe("payments");
    expect(owner("POST", "/api/v1/donations")).toBe("payments");
    expect(owner("GET", "/api/v1/payments/p1")).toBe("payments");
    expect(owner("POST", "/api/v1/webhooks/stripe")).toBe("payments");
    expect(owner("POST", "/api/v1/organizations/o1/subscription")).toBe("payments");
    expect(owner("GET", "/api/v1/organizations/o1/subscription")).toBe("payments");
    expect(owner("POST", "/api/v1/organizations/o1/subscription/cancel")).toBe("payments");
    expect(auth("GET", "/api/v1/organizations/o1/subscription")).toBe("required");
    expect(owner("GET", "/api/v1/subscriptions/s1")).toBe("payments");
    expect(owner("POST", "/api/v1/subscriptions/s1/test/complete")).toBe("payments");
    expect(owner("POST", "/api/v1/organizations/o1/connect")).toBe("payments");
    expect(owner("GET", "/api/v1/organizations/o1/connect")).toBe("payments");
    expect(auth("POST", "/api/v1/organizations/o1/connect")).toBe("required");
    expect(owner("GET", "/api/v1/subscription-features")).toBe("identity");

    expect(owner("POST", "/api/v1/checkin/scan")).toBe("checkin");
    expect(owner("GET", "/api/v1/events/e1/checkin")).toBe("checkin");
    expect(owner("GET", "/api/v1/events/e1/checkin/stats")).toBe("checkin");

    expect(owner("GET", "/api/v1/analytics/sales")).toBe("analytics");

    // each service answers for its own parked messages
    for (const service of ["identity", "events", "ticketing", "payments", "checkin", "analytics"]) {
      expect(owner("GET", `/api/v1/ops/${service}/parked-messages`)).toBe(service);
      expect(owner("POST", `/api/v1/ops/${service}/parked-messages/g/m/retry`)).toBe(service);
    }
    expect(owner("GET", "/api/v1/ops/unknown/parked-messages")).toBeNull();
  });

  it("sends an organisation's verification, venues, follow and calendar to events, the rest of it to identity", () => {
    expect(owner("POST", "/api/v1/organizations/o1/verification")).toBe("events");
    expect(owner("POST", "/api/v1/organizations/o1/verification/approve")).toBe("events");
    expect(owner("GET", "/api/v1/verification-requests")).toBe("events");
    expect(owner("GET", "/api/v1/organizations/o1/venues")).toBe("events");
    expect(owner("DELETE", "/api/v1/organizations/o1/venues/v1")).toBe("events");
    expect(owner("PUT", "/api/v1/organizations/o1/follow")).toBe("events");
    expect(owner("GET", "/api/v1/follows")).toBe("events");
    expect(owner("GET", "/api/v1/organizations/o1/calendar.ics")).toBe("events");
    expect(owner("GET", "/api/v1/organizations/o1/events")).toBe("events");
    expect(auth("GET", "/api/v1/organizations/o1/events")).toBe("required");
    expect(owner("GET", "/api/v1/organizations/o1")).toBe("identity");
    expect(owner("GET", "/api/v1/organizations/o1/members")).toBe("identity");
    expect(auth("PUT", "/api/v1/organizations/o1/follow")).toBe("required");
    expect(auth("GET", "/api/v1/organizations/o1/follow")).toBe("optional");
    expect(auth("POST", "/api/v1/organizations/o1/venues")).toBe("required");
    expect(auth("GET", "/api/v1/organizations/o1/calendar.ics")).toBe("none");
  });

  it("matches whole segments only, and nothing outside the table", () => {
    expect(owner("GET", "/api/v1/eventsx")).toBeNull();
    expect(owner("GET", "/api/v1/mexico")).toBeNull();
    expect(owner("GET", "/api/v1/unknown")).toBeNull();
    expect(owner("GET", "/api/v2/events")).toBeNull();
    expect(owner("POST", "/api/v1/webhooks")).toBeNull();
    expect(owner("GET", "/")).toBeNull();
    // doubled and trailing slashes do not change the owner
    expect(owner("GET", "/api/v1//events/e1/ticket-types/")).toBe("ticketing");
  });

  it("requires a token for /me and for writes, except sign-in, webhooks and check-in (which verifies its callers); public reads are optional", () => {
    expect(auth("GET", "/api/v1/me")).toBe("required");
    expect(auth("POST", "/api/v1/events")).toBe("required");
    expect(auth("DELETE", "/api/v1/events/e1")).toBe("required");
    expect(auth("POST", "/api/v1/events/e1/ticket-types")).toBe("required");
    expect(auth("POST", "/api/v1/orders/o1/checkout")).toBe("required");
    expect(auth("POST", "/api/v1/auth/login")).toBe("none");
    expect(auth("POST", "/api/v1/webhooks/stripe")).toBe("none");
    expect(auth("GET", "/api/v1/events/e1")).toBe("optional");
    expect(auth("HEAD", "/api/v1/events")).toBe("optional");
    expect(auth("GET", "/api/v1/events/e1/ticket-types")).toBe("optional");
    expect(auth("GET", "/api/v1/orders")).toBe("required");
    expect(auth("POST", "/api/v1/auth/refresh")).toBe("none");
    expect(auth("GET", "/api/v1/auth/sessions")).toBe("required");
    expect(auth("DELETE", "/api/v1/auth/sessions/s1")).toBe("required");
    expect(auth("POST", "/api/v1/auth/sign-out-everywhere")).toBe("required");
    expect(auth("GET", "/api/v1/payments/config")).toBe("optional");
    expect(auth("GET", "/api/v1/payments/p1")).toBe("required");
    // check-in verifies device tokens itself: the gateway passes its requests on unchecked
    expect(auth("GET", "/api/v1/checkin/status")).toBe("none");
    expect(auth("POST", "/api/v1/checkin/scans")).toBe("none");
    expect(auth("GET", "/api/v1/events/e1/checkin/stats")).toBe("none");
  });

  it("matches the decoded path the services route, so an encoded spelling keeps the route's rules", () => {
    // the services' router decodes these to /api/v1/events and /api/v1/me
    expect(auth("POST", "/api/v1/%65vents")).toBe("required");
    expect(owner("POST", "/api/v1/%65vents")).toBe("events");
    expect(auth("GET", "/api/v1/%6De")).toBe("required");
    expect(auth("GET", "/api/v1/%6d%65")).toBe("required");
    // not the sign-in family's "none": these are the signed-in user's sessions
    expect(auth("GET", "/api/v1/auth/%73essions")).toBe("required");
    expect(auth("POST", "/api/v1/auth/sign-out-%65verywhere")).toBe("required");
    expect(auth("GET", "/api/v1/payments/%63onfig")).toBe("optional");
    expect(auth("POST", "/api/v1/events/e1/ticket-typ%65s")).toBe("required");
    expect(owner("POST", "/api/v1/events/e1/ticket-typ%65s")).toBe("ticketing");
    // a fragment is not part of the routed path
    expect(auth("GET", "/api/v1/me#/../auth/login")).toBe("required");
    // doubled slashes are read as one
    expect(auth("GET", "/api/v1//me")).toBe("required");
    expect(auth("POST", "//api//v1//events")).toBe("required");
  });

  it("matches no route for a path a router could read two ways", () => {
    for (const path of [
      "/api/v1/events/..%2f",
      "/api/v1/events/..%2F",
      "/api/v1/events/e1%2fcheckin",
      "/api/v1/auth/..%5cme",
      "/api/v1/auth/../me",
      "/api/v1/auth/%2e%2e/me",
      "/api/v1/auth/.%2E/me",
      "/api/v1/auth/./sessions",
      "/api/v1/events/.",
      "/api/v1/events/%2e",
      "/api/v1/auth/%zz",
      "/api/v1/auth/%e0%a4%a",
      // trailing dots are other names, not the route's
      "/api/v1/me.",
      "/api/v1/events.",
      "/api/v1/events%2e",
    ]) {
      expect(table.resolve("GET", path), path).toBeNull();
    }
  });

  it("prefers more literal segments over a parameter, and method-specific entries", () => {
    const t = new RouteTable([
      { path: "/a*", service: "one", auth: "none" },
      { path: "/a/{id}", service: "two", auth: "none" },
      { path: "/a/b", service: "three", auth: "none" },
      { path: "/a/b", methods: ["POST"], service: "four", auth: "required" },
    ]);
    expect(t.resolve("GET", "/a")?.service).toBe("one");
    expect(t.resolve("GET", "/a/x")?.service).toBe("two");
    expect(t.resolve("GET", "/a/x/y")?.service).toBe("one");
    expect(t.resolve("GET", "/a/b")?.service).toBe("three");
    expect(t.resolve("POST", "/a/b")?.service).toBe("four");
    expect(t.resolve("GET", "/a/b")?.id).toBe("/a/b");
  });

  it("gives the same answers for paths it has seen, per method, however many paths came since", () => {
    const t = new RouteTable(ROUTE_TABLE);
    const first = t.resolve("GET", "/api/v1/events/e0");
    expect(first).toMatchObject({ service: "events", auth: "optional" });
    expect(t.resolve("POST", "/api/v1/events/e0/submit")).toMatchObject({
      service: "events",
      auth: "required",
    });
    expect(t.resolve("GET", "/api/v1/events/e0/submit")?.auth).toBe("optional");
    for (let i = 0; i < 10_000; i++) {
      expect(t.resolve("GET", `/api/v1/events/e${i}/ticket-types`)?.service).toBe("ticketing");
      expect(t.resolve("GET", `/api/v1/nothing/${i}`)).toBeNull();
    }
    expect(t.resolve("GET", "/api/v1/events/e0")).toEqual(first);
    expect(t.resolve("GET", "/api/v1/events/e0/ticket-types")?.service).toBe("ticketing");
    expect(t.resolve("POST", "/api/v1/events/e0/submit")?.auth).toBe("required");
    expect(t.resolve("GET", "/api/v1/events/e0/submit")?.auth).toBe("optional");
    const long = `/api/v1/events/${"e".repeat(300)}/ticket-types`;
    expect(t.resolve("GET", long)?.service).toBe("ticketing");
    expect(t.resolve("GET", long)?.service).toBe("ticketing");
    expect(t.resolve("PROPFIND", "/api/v1/events/e0")?.auth).toBe("required");
    expect(t.resolve("PROPFIND", "/api/v1/events/e0")?.auth).toBe("required");
  });
});
