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

    expect(owner("POST", "/api/v1/orders/o1/checkout")).toBe("payments");
    expect(owner("POST", "/api/v1/donations")).toBe("payments");
    expect(owner("GET", "/api/v1/payments/p1")).toBe("payments");
    expect(owner("POST", "/api/v1/webhooks/stripe")).toBe("payments");

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

  it("requires a token for /me and for writes, except sign-in and webhooks; public reads are optional", () => {
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
    expect(auth("GET", "/api/v1/checkin/status")).toBe("optional");
    expect(auth("POST", "/api/v1/checkin/scan")).toBe("required");
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
});
