import type { TMemberRole } from "@mawid/contracts/identity";
import type { TRefundPolicy } from "@mawid/contracts/ticketing";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, ORG_ID, on, stubApi } from "../../events/shared/events.fixtures";
import { RefundPolicyCard } from "./refund-policy-card";

/* The event starts 2027-02-20 17:25 UTC (17:25 in London, 22:25 in Karachi). */
const START = Date.parse(anEvent().startsAt);
const policyPath = `/api/v1/events/${EVENT_ID}/refund-policy`;

const viewOf = (policy: TRefundPolicy) => ({
  eventId: EVENT_ID,
  policy,
  deadline:
    policy.kind === "full" ? new Date(START - policy.hoursBeforeStart * 3_600_000).toISOString() : null,
});

/** Ticketing's refund policy: read by anyone, replaced by PUT and answered with its new deadline. */
function ticketing(initial: TRefundPolicy) {
  let policy = initial;
  return stubApi(
    on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
    on("GET", policyPath, () => json(200, viewOf(policy))),
    on("PUT", policyPath, (call) => {
      policy = call.body as TRefundPolicy;
      return json(200, viewOf(policy));
    }),
  );
}

function renderAs(role: TMemberRole, timeZone = "Europe/London") {
  const auth = signedInAs({ roles: [role] });
  auth.me!.organizations[0]!.organizationId = ORG_ID;
  renderWithProviders(<RefundPolicyCard eventId={EVENT_ID} timeZone={timeZone} />, { auth });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-01-15T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const puts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === "PUT");

describe("the event's refund policy, for its organisation", () => {
  it.each([
    ["24 h", 24],
    ["48 h", 48],
    ["7 days", 168],
  ])("an owner allows refunds until %s before the start", async (choice, hours) => {
    const user = setupUser();
    const calls = ticketing({ kind: "none" });
    renderAs("owner");
    expect(await screen.findByText("No refunds", { selector: "p" })).toBeInTheDocument();
    await user.click(screen.getByLabelText("Full refund until a number of hours before the start"));
    await user.click(screen.getByRole("button", { name: choice }));
    expect(screen.getByRole("button", { name: choice })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Save refund policy" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ kind: "full", hoursBeforeStart: hours });
    expect(await screen.findByText("Refund policy saved.")).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`^Full refunds until ${hours} hours before the start`)),
    ).toBeInTheDocument();
  });

  it("an admin types the number of hours, and is told when it is not one the service takes", async () => {
    const user = setupUser();
    const calls = ticketing({ kind: "full", hoursBeforeStart: 48 });
    renderAs("admin");
    const hours = await screen.findByLabelText("Hours before the start");
    expect(hours).toHaveValue("48");
    await user.clear(hours);
    await user.type(hours, "9000");
    await user.click(screen.getByRole("button", { name: "Save refund policy" }));
    expect(await screen.findByText("Enter a whole number of hours from 0 to 8760")).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, "12");
    await user.click(screen.getByRole("button", { name: "Save refund policy" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ kind: "full", hoursBeforeStart: 12 });
  });

  it("an owner stops refunds", async () => {
    const user = setupUser();
    const calls = ticketing({ kind: "full", hoursBeforeStart: 48 });
    renderAs("owner");
    await user.click(await screen.findByLabelText("No refunds"));
    expect(screen.queryByLabelText("Hours before the start")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save refund policy" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ kind: "none" });
    expect(await screen.findByText("No refunds", { selector: "p" })).toBeInTheDocument();
  });

  it("gives the deadline on the venue's clock, not the reader's", async () => {
    ticketing({ kind: "full", hoursBeforeStart: 48 });
    renderAs("owner", "Asia/Karachi");
    expect(
      await screen.findByText(
        "Full refunds until 48 hours before the start: until Thursday 18 February, 22:25",
      ),
    ).toBeInTheDocument();
  });

  it("lets staff read the policy but not change it", async () => {
    const calls = ticketing({ kind: "full", hoursBeforeStart: 24 });
    renderAs("staff");
    expect(
      await screen.findByText(
        "Full refunds until 24 hours before the start: until Friday 19 February, 17:25",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Only the organisation's owners and admins can change the refund policy."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save refund policy" })).not.toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it("says so when the policy cannot be read", async () => {
    stubApi(
      on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent())),
      on("GET", policyPath, () => json(503, { error: { code: "UNAVAILABLE", message: "down" } })),
    );
    renderAs("owner");
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save refund policy" })).not.toBeInTheDocument();
  });
});
