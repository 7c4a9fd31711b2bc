import { randomUUID } from "node:crypto";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, json, on, stubApi } from "../../events/shared/events.fixtures";
import QrStressTestPage from "./qr-stress-test-page";

const ORGANIZATION = "7d1e9c7a-1111-4a2b-8c3d-000000000000";
const EVENT = "5f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a30";
const DEVICE = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

function gateway() {
  return stubApi(
    on("GET", `/api/v1/organizations/${ORGANIZATION}/events`, () =>
      json(200, {
        items: [anEvent({ id: EVENT, organizationId: ORGANIZATION, title: "Jumu'ah lecture series" })],
        page: 1,
        pageSize: 20,
        total: 1,
      }),
    ),
    on("POST", "/api/v1/checkin/scans", () => json(200, { result: "invalid" })),
    on("POST", `/api/v1/checkin/events/${EVENT}/devices`, () =>
      json(201, {
        deviceId: DEVICE,
        eventId: EVENT,
        name: "QR stress test",
        gateIds: [],
        token: randomUUID(),
        enrolUrl: "/event/x/checkin#device",
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    ),
    on("POST", "/api/v1/checkin/scans/batch", (call) =>
      json(200, {
        results: (call.body as { scans: unknown[] }).scans.map(() => ({ result: "invalid" })),
      }),
    ),
    on("POST", `/api/v1/checkin/devices/${DEVICE}/revoke`, () => new Response(null, { status: 204 })),
  );
}

describe("/qr-stress-test", () => {
  it("lets a host pick one of their events by name, runs the service test against it and gives back the device", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const calls = gateway();
    renderWithProviders(<QrStressTestPage />, {
      auth: signedInAs({ roles: ["staff"] }),
      path: "/qr-stress-test",
    });
    await user.click(screen.getByRole("radio", { name: "Check-in service" }));
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByText("Choose one of your events to test the service.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.click(screen.getByLabelText("Event"));
    await user.click(await screen.findByTitle(/^Jumu'ah lecture series · /));
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByRole("heading", { name: "Results" }, { timeout: 10_000 })).toBeInTheDocument();
    const posted = calls.filter((c) => c.method === "POST").map((c) => c.path);
    expect(posted.filter((p) => p === "/api/v1/checkin/scans")).toHaveLength(100);
    expect(posted.at(-1)).toBe(`/api/v1/checkin/devices/${DEVICE}/revoke`);
    expect(calls.find((c) => c.path === "/api/v1/checkin/scans")?.body).toMatchObject({ eventId: EVENT });
  });
});
