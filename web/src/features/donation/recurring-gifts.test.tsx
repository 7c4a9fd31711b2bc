import type { TRecurringGift } from "@mawid/contracts/payments";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../test-utils";
import { json, ORG_ID, on, stubApi } from "../events/shared/events.fixtures";
import { DONATION_ID } from "../payments/shared/payments.fixtures";
import { RecurringGifts } from "./recurring-gifts";

const aGift = (overrides: Partial<TRecurringGift> = {}): TRecurringGift => ({
  recurringGiftId: DONATION_ID,
  organizationId: ORG_ID,
  organizationName: "East London Mosque",
  amount: 1000,
  currency: "GBP",
  fund: "sadaqah",
  recurring: "last-ten-nights",
  status: "active",
  nextDate: "2027-02-27",
  paid: 1,
  total: 11,
  failed: 0,
  startedAt: "2026-11-27T10:00:00.000Z",
  cancelledAt: null,
  ...overrides,
});

describe("the donor's recurring gifts", () => {
  it("shows each gift's next date, and stops one after the donor confirms", async () => {
    const user = setupUser();
    let gift = aGift();
    const calls = stubApi(
      on("GET", "/api/v1/donations/recurring", () => json(200, { items: [gift] })),
      on("POST", `/api/v1/donations/${DONATION_ID}/cancel`, () => {
        gift = aGift({ status: "cancelled", nextDate: null, cancelledAt: "2026-11-28T10:00:00.000Z" });
        return json(200, gift);
      }),
    );
    renderWithProviders(<RecurringGifts />, { auth: signedInAs() });

    const item = await screen.findByRole("listitem", { name: /£10.00 · Sadaqah/ });
    expect(item).toHaveTextContent("Each of the last ten nights of Ramadan · East London Mosque");
    expect(within(item).getByText(/^Next gift: 27 Feb 2027 · .*Ramadan 1448/)).toBeInTheDocument();
    expect(within(item).getByText("1 of 11 gifts given")).toBeInTheDocument();

    await user.click(within(item).getByRole("button", { name: "Stop this gift" }));
    const confirm = await screen.findByRole("tooltip");
    await user.click(within(confirm).getByRole("button", { name: "Stop this gift" }));
    expect(await screen.findByText("Stopped: no later gift will be taken")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `/api/v1/donations/${DONATION_ID}/cancel`,
    ]);
    expect(screen.queryByRole("button", { name: "Stop this gift" })).not.toBeInTheDocument();
  });

  it("shows nothing to a donor with no recurring gift", async () => {
    const calls = stubApi(on("GET", "/api/v1/donations/recurring", () => json(200, { items: [] })));
    const { container } = renderWithProviders(<RecurringGifts />, { auth: signedInAs() });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector(".recurring-gifts-card")).toBeNull());
  });
});
