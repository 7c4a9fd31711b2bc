import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders } from "../../../test-utils";
import { json, on, stubApi } from "../../events/shared/events.fixtures";
import { LedgerTable } from "./ledger-table";

const ORG = "7d1e9c7a-1111-4a2b-8c3d-000000000000";
const PAYMENT = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const at = "2026-11-27T10:00:00.000Z";
const entry = (transactionId: string, account: string, amount: number) => ({
  transactionId,
  paymentId: PAYMENT,
  account,
  fund: null,
  currency: "GBP",
  amount,
  recordedAt: at,
});

describe("the ledger of an organisation paid through Stripe Connect", () => {
  it("marks what Stripe paid its account straight from the charge", async () => {
    stubApi(
      on("GET", `/api/v1/organizations/${ORG}/ledger`, () =>
        json(200, {
          entries: [
            entry(`transfer:${PAYMENT}`, "organization-payable", 5000),
            entry(`transfer:${PAYMENT}`, "cash", -5000),
            entry(`payment:${PAYMENT}`, "organization-payable", -5000),
          ],
        }),
      ),
    );
    renderWithProviders(<LedgerTable organizationId={ORG} />, { auth: signedInAs({ roles: ["owner"] }) });
    const table = await screen.findByRole("table", { name: "Ledger" });
    const accounts = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.querySelectorAll("td")[1]?.textContent);
    expect(accounts).toEqual([
      "Owed for tickets · paid by Stripe to your account",
      "Cash received · paid by Stripe to your account",
      "Owed for tickets",
    ]);
  });
});
