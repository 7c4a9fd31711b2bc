import { emptyByFund } from "@mawid/contracts/payments";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders } from "../../../test-utils";
import { json, on, stubApi } from "../../events/shared/events.fixtures";
import { PayoutsCard } from "./payouts-card";

const ORG = "7d1e9c7a-1111-4a2b-8c3d-000000000000";

describe("the payouts card of an organisation paid through Stripe Connect", () => {
  it("shows what Stripe paid its account apart from what is still owed", async () => {
    stubApi(
      on("GET", `/api/v1/organizations/${ORG}/payouts`, () =>
        json(200, {
          balances: [
            {
              currency: "GBP",
              tickets: 1200,
              byFund: { ...emptyByFund(), zakat: 0 },
              collected: 0,
              paidByStripe: 5000,
              total: 1200,
            },
          ],
        }),
      ),
    );
    renderWithProviders(<PayoutsCard organizationId={ORG} />, { auth: signedInAs({ roles: ["owner"] }) });
    const table = await screen.findByRole("table", { name: "In GBP" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["Tickets£12.00", "Paid to your Stripe account (settled)£50.00", "Total£12.00"]);
  });
});
