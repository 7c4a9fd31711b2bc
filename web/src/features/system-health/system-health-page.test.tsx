import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test-utils";
import { json, platformHealth, signedInAs } from "./parked-messages.fixtures";
import SystemHealthPage from "./system-health-page";

const health = platformHealth(
  [
    // answered, but two of its counts did not come back in time
    {
      service: "analytics",
      status: "up",
      latencyMs: 900,
      checks: { database: "up", bus: "up" },
      outboxBacklog: 2,
    },
    { service: "identity", status: "down", latencyMs: null, error: "no answer within 2000 ms" },
  ],
  "degraded",
);

const cardOf = (name: string) => screen.getByRole("heading", { name }).closest("li")!;
const factOf = (card: HTMLElement, term: string) => within(card).getByText(term).nextElementSibling;

describe("the System Status page's counts", () => {
  it("says a count is not known, rather than showing 0, when the service could not read it in time", async () => {
    vi.stubGlobal("fetch", async () => json(503, health));
    renderWithProviders(<SystemHealthPage />, { auth: signedInAs("admin") });
    await screen.findByRole("heading", { name: "Analytics" });

    const analytics = cardOf("Analytics");
    expect(factOf(analytics, "Outbox backlog")).toHaveTextContent(/^2$/);
    expect(factOf(analytics, "Consumer lag")).toHaveTextContent(/^Not known$/);
    expect(factOf(analytics, "Parked messages")).toHaveTextContent(/^Not known$/);
    expect(within(analytics).queryByRole("button", { name: /View parked messages/ })).toBeNull();

    // a service that did not answer at all shows no counts, only why
    const identity = cardOf("Identity");
    expect(within(identity).queryByText("Parked messages")).toBeNull();
    expect(within(identity).getByText("no answer within 2000 ms")).toBeInTheDocument();
  });
});

describe("the System Status page's scheduled tasks", () => {
  it("says when each last got through, and which keeps failing, by a name people use", async () => {
    const withTasks = platformHealth(
      [
        {
          service: "ticketing",
          status: "degraded",
          latencyMs: 12,
          checks: { database: "up", bus: "up" },
          outboxBacklog: 0,
          consumerLag: 0,
          parkedMessages: 0,
          tasks: [
            {
              name: "order-expiry",
              everyMs: 5_000,
              lastSuccessAt: "2026-11-22T09:58:00.000Z",
              failuresInARow: 4,
            },
            { name: "mail", everyMs: 1_000, lastSuccessAt: "2026-11-22T09:59:59.000Z", failuresInARow: 1 },
            { name: "a-new-task", everyMs: 60_000, lastSuccessAt: null, failuresInARow: 0 },
          ],
        },
      ],
      "degraded",
    );
    vi.stubGlobal("fetch", async () => json(200, withTasks));
    renderWithProviders(<SystemHealthPage />, { auth: signedInAs("admin") });
    await screen.findByRole("heading", { name: "Ticketing" });

    const ticketing = cardOf("Ticketing");
    const holds = factOf(ticketing, "Expiring unpaid holds");
    expect(holds).toHaveTextContent("Failing: the last 4 runs");
    expect(holds).toHaveClass("text-warning");
    // one failure is not failing yet: it says when it last got through
    const mail = factOf(ticketing, "Mail");
    expect(mail).toHaveTextContent(/^Done /);
    expect(mail).not.toHaveClass("text-warning");
    expect(factOf(ticketing, "a-new-task")).toHaveTextContent("Not run yet");
  });
});
