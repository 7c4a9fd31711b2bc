import type { TSubscriptionView } from "@mawid/contracts/payments";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../test-utils";
import { json, on, stubApi } from "../events/shared/events.fixtures";
import PricingPage from "./pricing-page";

const FIRST_ORG = "7d1e9c7a-1111-4a2b-8c3d-000000000000";
const SECOND_ORG = "7d1e9c7a-1111-4a2b-8c3d-000000000001";
const SUBSCRIPTION_ID = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";

afterEach(() => vi.unstubAllGlobals());

function Landed() {
  const { pathname } = useLocation();
  return <p>Landed on {pathname}</p>;
}

const renderPage = (auth: ReturnType<typeof signedInAs> | undefined, path = "/pricing") =>
  renderWithProviders(
    <Routes>
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { auth, path },
  );

const subscription = (overrides: Partial<TSubscriptionView> = {}): TSubscriptionView => ({
  subscriptionId: SUBSCRIPTION_ID,
  organizationId: FIRST_ORG,
  tier: "masjid",
  status: "active",
  amount: 2900,
  currency: "USD",
  provider: "test",
  startedAt: "2026-11-27T10:00:00.000Z",
  activatedAt: "2026-11-27T10:01:00.000Z",
  currentPeriodEnd: null,
  cancelsAt: null,
  cancelledAt: null,
  ...overrides,
});

const features = on("GET", "/api/v1/subscription-features", () => json(200, { features: [] }));
const none = (org: string) =>
  on("GET", `/api/v1/organizations/${org}/subscription`, () => json(200, { subscription: null }));

const card = (tier: string) => screen.getByRole("heading", { name: new RegExp(`^${tier}`) }).closest("li")!;

describe("/pricing", () => {
  it("shows each plan's price, and no upgrade to a visitor who is signed out", async () => {
    stubApi(features);
    renderPage(undefined);
    expect(await screen.findByText("US$29.00 a month")).toBeInTheDocument();
    expect(screen.getByText("US$79.00 a month")).toBeInTheDocument();
    expect(screen.getByText("No monthly fee")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Get started" })).toHaveLength(3);
  });

  it("offers no upgrade to an admin who does not own the organisation", async () => {
    const calls = stubApi(features);
    renderPage(signedInAs({ roles: ["admin"] }));
    expect(await screen.findByText("US$29.00 a month")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith("/subscription"))).toBe(false);
  });

  it("the owner upgrades with one request however often they click, and goes to the checkout", async () => {
    const user = setupUser();
    const calls = stubApi(
      features,
      none(FIRST_ORG),
      on("POST", `/api/v1/organizations/${FIRST_ORG}/subscription`, () =>
        json(200, { subscriptionId: SUBSCRIPTION_ID, url: `/checkout/test/subscription/${SUBSCRIPTION_ID}` }),
      ),
    );
    renderPage(signedInAs({ roles: ["owner"] }));
    expect(await screen.findByText("Masjid 0")).toBeInTheDocument();
    expect(within(card("Free")).getByText("Your plan")).toBeInTheDocument();
    await user.dblClick(await screen.findByRole("button", { name: "Upgrade to Masjid" }));
    expect(
      await screen.findByText(`Landed on /checkout/test/subscription/${SUBSCRIPTION_ID}`),
    ).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ tier: "masjid" });
  });

  it("lets an owner of several organisations choose which one to upgrade", async () => {
    const user = setupUser();
    const calls = stubApi(
      features,
      none(FIRST_ORG),
      none(SECOND_ORG),
      on("POST", `/api/v1/organizations/${SECOND_ORG}/subscription`, () =>
        json(200, { subscriptionId: SUBSCRIPTION_ID, url: `/checkout/test/subscription/${SUBSCRIPTION_ID}` }),
      ),
    );
    renderPage(signedInAs({ roles: ["owner", "owner"] }));
    await user.click(await screen.findByRole("combobox", { name: "Organisation to upgrade" }));
    await user.click(await screen.findByTitle("Masjid 1"));
    await user.click(await screen.findByRole("button", { name: "Upgrade to Organization" }));
    expect(
      await screen.findByText(`Landed on /checkout/test/subscription/${SUBSCRIPTION_ID}`),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([
      [`/api/v1/organizations/${SECOND_ORG}/subscription`, { tier: "organization" }],
    ]);
  });

  it("marks the paid plan as current, offers no other upgrade, and cancels it after a confirmation", async () => {
    const user = setupUser();
    let cancelled = false;
    const calls = stubApi(
      features,
      on("GET", `/api/v1/organizations/${FIRST_ORG}/subscription`, () =>
        json(200, {
          subscription: subscription(
            cancelled ? { status: "cancelled", cancelledAt: new Date().toISOString() } : {},
          ),
        }),
      ),
      on("POST", `/api/v1/organizations/${FIRST_ORG}/subscription/cancel`, () => {
        cancelled = true;
        return json(200, subscription({ status: "cancelled", cancelledAt: new Date().toISOString() }));
      }),
    );
    renderPage(signedInAs({ roles: ["owner"] }), `/pricing?subscription=${SUBSCRIPTION_ID}`);
    expect(
      await screen.findByText("Thank you! The Masjid plan is active; its features apply within a moment."),
    ).toBeInTheDocument();
    expect(screen.getByText("Masjid 0 is on the Masjid plan.")).toBeInTheDocument();
    expect(within(card("Masjid")).getByText("Your plan")).toBeInTheDocument();
    expect(within(card("Free")).queryByText("Your plan")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Upgrade/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    expect(await screen.findByText("Cancel the Masjid plan?")).toBeInTheDocument();
    const confirm = screen.getAllByRole("button", { name: "Cancel subscription" }).at(-1)!;
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
        `/api/v1/organizations/${FIRST_ORG}/subscription/cancel`,
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByText("Masjid 0 is on the Masjid plan.")).not.toBeInTheDocument(),
    );
  });
});
