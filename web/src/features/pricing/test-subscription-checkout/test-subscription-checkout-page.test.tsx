import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { json, on, stubApi } from "../../events/shared/events.fixtures";
import TestSubscriptionCheckoutPage from "./test-subscription-checkout-page";

const SUBSCRIPTION_ID = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";

afterEach(() => vi.unstubAllGlobals());

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {pathname + search}</p>;
}

const view = (status: "pending" | "active") => ({
  subscriptionId: SUBSCRIPTION_ID,
  organizationId: "7d1e9c7a-1111-4a2b-8c3d-000000000000",
  tier: "organization",
  status,
  amount: 7900,
  currency: "USD",
  provider: "test",
  startedAt: "2026-11-27T10:00:00.000Z",
  activatedAt: status === "active" ? "2026-11-27T10:01:00.000Z" : null,
  currentPeriodEnd: null,
  cancelsAt: null,
  cancelledAt: null,
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/checkout/test/subscription/:subscriptionId" element={<TestSubscriptionCheckoutPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { auth: signedInAs({ roles: ["owner"] }), path: `/checkout/test/subscription/${SUBSCRIPTION_ID}` },
  );

describe("the test subscription checkout page", () => {
  it("is marked TEST, asks for no card, and shows the plan and its monthly price", async () => {
    stubApi(on("GET", `/api/v1/subscriptions/${SUBSCRIPTION_ID}`, () => json(200, view("pending"))));
    renderPage();
    expect(screen.getByRole("note")).toHaveTextContent("TEST This is a test payment page.");
    expect(await screen.findByText("The Organization plan for US$79.00 a month.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to plans" })).toHaveAttribute("href", "/pricing");
  });

  it("Pay activates the plan once and goes back to /pricing", async () => {
    const user = setupUser();
    const calls = stubApi(
      on("GET", `/api/v1/subscriptions/${SUBSCRIPTION_ID}`, () => json(200, view("pending"))),
      on("POST", `/api/v1/subscriptions/${SUBSCRIPTION_ID}/test/complete`, () => json(200, view("active"))),
    );
    renderPage();
    await user.dblClick(await screen.findByRole("button", { name: "Pay" }));
    expect(await screen.findByText(`Landed on /pricing?subscription=${SUBSCRIPTION_ID}`)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("says so when the subscription is not the viewer's", async () => {
    stubApi(
      on("GET", `/api/v1/subscriptions/${SUBSCRIPTION_ID}`, () =>
        json(404, { error: { code: "SUBSCRIPTION_NOT_FOUND", message: "Subscription not found" } }),
      ),
    );
    renderPage();
    expect(await screen.findByText("Subscription not found.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });
});
