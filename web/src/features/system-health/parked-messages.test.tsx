import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test-utils";
import {
  errorBody,
  fakeGateway,
  itemOf,
  json,
  openAnalyticsParked,
  parked,
  signedInAs,
} from "./parked-messages.fixtures";
import SystemHealthPage from "./system-health-page";

describe("parked messages on the System Status page", () => {
  it("lets an admin open a service's parked messages and read what failed", async () => {
    fakeGateway([parked(1), parked(2)], { total: 140 });
    renderWithProviders(<SystemHealthPage />, { auth: signedInAs("admin") });

    // only the service that has parked messages offers them
    expect(await screen.findAllByRole("button", { name: /View parked messages/ })).toHaveLength(1);
    const drawer = await openAnalyticsParked();

    // the drawer opens at once; its messages arrive after
    const item = (await within(drawer).findByRole("heading", { name: "ProbeEvent1" })).closest("li")!;
    for (const text of [
      "0b7f4a52-2d8e-4c1a-9f3e-000000000001",
      "identity.user.v1",
      "analytics.platform-counts",
      "5d1e9c7a-1111-4a2b-8c3d-000000000001",
      "TypeError: cannot read property of undefined (message 1)",
    ]) {
      expect(within(item).getByText(text)).toBeInTheDocument();
    }
    expect(within(item).getByText("Attempts").nextElementSibling).toHaveTextContent("5");
    expect(within(item).getByText("Occurred at").nextElementSibling).toHaveTextContent("2026");
    expect(within(item).getByText("Event data")).toBeInTheDocument();
    expect(within(item).getByText(/"userId": "user-1"/)).toBeInTheDocument();
    expect(within(drawer).getByText("Showing the newest 2 of 140 parked messages.")).toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "Retry" })).toBeEnabled();
    expect(within(item).getByRole("button", { name: "Discard" })).toBeEnabled();
  });

  it("removes a message whose retry succeeded and refreshes the parked count", async () => {
    const gateway = fakeGateway([parked(1), parked(2)]);
    renderWithProviders(<SystemHealthPage />, { auth: signedInAs("admin") });
    await openAnalyticsParked();
    await screen.findByRole("heading", { name: "ProbeEvent1" });
    const healthCalls = () => gateway.requests.filter((r) => r === "GET /api/v1/health").length;
    const before = healthCalls();
    let answer: () => void = () => {};
    gateway.retry = () =>
      new Promise((resolve) => {
        answer = () => resolve(json(200, { outcome: "handled" }));
      });

    const item = itemOf("ProbeEvent1");
    fireEvent.click(within(item).getByRole("button", { name: "Retry" }));

    // while it runs the retry spins and the other way out is closed (antd's Button takes its loading
    // state in an effect, a render after the disabled one)
    await waitFor(() => expect(within(item).getByRole("button", { name: "Discard" })).toBeDisabled());
    await waitFor(() =>
      expect(within(item).getByRole("button", { name: /Retry/ })).toHaveClass("ant-btn-loading"),
    );
    expect(within(itemOf("ProbeEvent2")).getByRole("button", { name: "Discard" })).toBeEnabled();
    answer();

    expect(await screen.findByText("The message was handled and has left the list.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "ProbeEvent1" })).toBeNull());
    expect(screen.getByRole("heading", { name: "ProbeEvent2" })).toBeInTheDocument();
    await waitFor(() => expect(healthCalls()).toBeGreaterThan(before));
    expect(gateway.requests).toContain(
      "POST /api/v1/ops/analytics/parked-messages/analytics.platform-counts/0b7f4a52-2d8e-4c1a-9f3e-000000000001/retry",
    );
  });

  it("shows why a retry failed inside that message, which stays with its new attempt count", async () => {
    const gateway = fakeGateway([parked(1), parked(2)]);
    gateway.retry = (m) => {
      m.attempts += 1;
      m.lastError = "Error: analytics database is read-only";
      return errorBody(
        409,
        "RETRY_FAILED",
        "The message failed again: Error: analytics database is read-only",
      );
    };
    renderWithProviders(<SystemHealthPage />, { auth: signedInAs("admin") });
    await openAnalyticsParked();
    await screen.findByRole("heading", { name: "ProbeEvent1" });

    fireEvent.click(within(itemOf("ProbeEvent1")).getByRole("button", { name: "Retry" }));

    const item = itemOf("ProbeEvent1");
    expect(await within(item).findByText("The retry failed: the message stays parked.")).toBeInTheDocument();
    expect(
      within(item).getByText("The message failed again: Error: analytics database is read-only"),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByText("Attempts").nextElementSibling).toHaveTextContent("6"));
    expect(within(item).getByText("Error: analytics database is read-only")).toBeInTheDocument();
    expect(within(itemOf("ProbeEvent2")).queryByText(/The retry failed/)).toBeNull();
  });

  it("asks before discarding, and discards only once confirmed", async () => {
    const gateway = fakeGateway([parked(1)]);
    renderWithProviders(<SystemHealthPage />, { auth: signedInAs("admin") });
    await openAnalyticsParked();
    await screen.findByRole("heading", { name: "ProbeEvent1" });

    fireEvent.click(within(itemOf("ProbeEvent1")).getByRole("button", { name: "Discard" }));
    expect(await screen.findByText("Discard this message?")).toBeInTheDocument();
    expect(
      screen.getByText("Its effect will never happen: the service will not handle this message again."),
    ).toBeInTheDocument();
    expect(gateway.requests.some((r) => r.startsWith("DELETE"))).toBe(false);

    const confirm = screen.getByText("Discard this message?").closest(".ant-popover")!;
    fireEvent.click(within(confirm as HTMLElement).getByRole("button", { name: "Discard" }));

    expect(await screen.findByText("The message was discarded.")).toBeInTheDocument();
    expect(await screen.findByText("No parked messages: every message was handled.")).toBeInTheDocument();
    expect(gateway.requests.filter((r) => r.startsWith("DELETE"))).toHaveLength(1);
  });

  it("says so when someone else already handled the message, and drops it", async () => {
    const gateway = fakeGateway([parked(1), parked(2)]);
    gateway.retry = () =>
      errorBody(404, "NOT_FOUND", "Message is not parked: it was retried or discarded already");
    renderWithProviders(<SystemHealthPage />, { auth: signedInAs("admin") });
    await openAnalyticsParked();
    await screen.findByRole("heading", { name: "ProbeEvent1" });
    gateway.messages = gateway.messages.filter((m) => m.type !== "ProbeEvent1");

    fireEvent.click(within(itemOf("ProbeEvent1")).getByRole("button", { name: "Retry" }));

    expect(
      await screen.findByText("Someone else already retried or discarded this message."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "ProbeEvent1" })).toBeNull());
  });

  it("shows an error, not an empty list, when the messages cannot be loaded", async () => {
    fakeGateway([parked(1)]);
    const gatewayFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: Request) =>
      new URL(input.url).pathname.startsWith("/api/v1/ops/")
        ? errorBody(403, "FORBIDDEN", "Only platform administrators may do this")
        : gatewayFetch(input),
    );
    renderWithProviders(<SystemHealthPage />, { auth: signedInAs("admin") });
    const drawer = await openAnalyticsParked();

    expect(await within(drawer).findByText("The parked messages could not be loaded.")).toBeInTheDocument();
    // by its code, not the server's English
    expect(within(drawer).getByText("You are not allowed to do this.")).toBeInTheDocument();
    expect(within(drawer).queryByText(/No parked messages/)).toBeNull();
  });

  it.each([
    ["a signed-in member", signedInAs("user")],
    ["a visitor", {}],
  ])("shows %s the parked count but nothing to open, and never asks for the messages", async (_who, auth) => {
    const gateway = fakeGateway([parked(1)]);
    renderWithProviders(<SystemHealthPage />, { auth });

    await screen.findByRole("heading", { name: "Analytics" });
    expect(screen.queryByRole("button", { name: /parked messages/i })).toBeNull();
    expect(gateway.requests.some((r) => r.includes("/ops/"))).toBe(false);
  });
});
