import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { ar } from "../../../shared/i18n/messages/ar";
import { en } from "../../../shared/i18n/messages/en";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { json, on, stubApi } from "../../events/shared/events.fixtures";
import { aConnectAccount } from "../shared/payments.fixtures";
import { ConnectCard } from "./connect-card";

const ORG = "7d1e9c7a-1111-4a2b-8c3d-000000000000";
const ONBOARDING = "https://connect.stripe.com/setup/e/acct_1/abc";

// Stripe's onboarding is another site: the browser is handed to it, here caught instead.
const goTo = vi.fn();
vi.mock("../shared/go-to-checkout", () => ({ useGoToCheckout: () => goTo }));

const owner = signedInAs({ roles: ["owner"] });
/** The owner, with Arabic chosen in their profile. */
const arabicOwner = {
  ...owner,
  me: { ...owner.me!, profile: { ...owner.me!.profile, locale: "ar" as const } },
};

const renderCard = (auth = owner) => renderWithProviders(<ConnectCard organizationId={ORG} />, { auth });

describe("the Connect Stripe card", () => {
  it("shows an organisation with no account, and sends its owner to Stripe's onboarding once", async () => {
    const user = setupUser();
    goTo.mockClear();
    const calls = stubApi(
      on("GET", `/api/v1/organizations/${ORG}/connect`, () => json(200, aConnectAccount())),
      on("POST", `/api/v1/organizations/${ORG}/connect`, () => json(200, { url: ONBOARDING })),
    );
    renderCard();
    expect(screen.getByRole("heading", { level: 2, name: "Stripe payouts" })).toBeInTheDocument();
    expect(await screen.findByText("Not connected")).toBeInTheDocument();
    const connect = screen.getByRole("button", { name: "Connect Stripe" });
    await user.click(connect);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(ONBOARDING));
    // Busy until the browser leaves: a second click opens nothing more.
    await user.click(screen.getByRole("button", { name: /Connect Stripe/ }));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("says where onboarding stands, and offers no button once Stripe pays out", async () => {
    stubApi(
      on("GET", `/api/v1/organizations/${ORG}/connect`, () =>
        json(
          200,
          aConnectAccount({
            status: "payouts-enabled",
            accountId: "acct_1",
            chargesEnabled: true,
            payoutsEnabled: true,
          }),
        ),
      ),
    );
    renderCard();
    expect(await screen.findByText("Paid out by Stripe")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("lets an unfinished onboarding continue, and says by its code when Stripe cannot be reached", async () => {
    const user = setupUser();
    stubApi(
      on("GET", `/api/v1/organizations/${ORG}/connect`, () =>
        json(200, aConnectAccount({ status: "onboarding", accountId: "acct_1" })),
      ),
      on("POST", `/api/v1/organizations/${ORG}/connect`, () =>
        json(503, { error: { code: "PAYMENT_PROVIDER_UNAVAILABLE", message: "Stripe did not answer" } }),
      ),
    );
    renderCard();
    expect(await screen.findByText("Onboarding not finished")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue on Stripe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(en["pay.err.provider"]);
    expect(screen.getByRole("button", { name: "Continue on Stripe" })).toBeEnabled();
  });

  it("explains one-machine mode, with no button, in Arabic too", async () => {
    stubApi(
      on("GET", `/api/v1/organizations/${ORG}/connect`, () =>
        json(200, aConnectAccount({ available: false })),
      ),
    );
    renderCard(arabicOwner);
    // The Arabic texts load on demand: a busy machine may take a while.
    expect(
      await screen.findByText(ar["connect.unavailable"], undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: ar["connect.title"] })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
