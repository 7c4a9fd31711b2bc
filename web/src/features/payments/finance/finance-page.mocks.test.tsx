import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders } from "../../../test-utils";
import { setupUser } from "../../../test-utils";
import { anOrganization, json, on, stubApi } from "../../events/shared/events.fixtures";
import { aConnectAccount, aLedger, aSummary, somePayouts } from "../shared/payments.fixtures";
import FinancePage from "./finance-page";

// jsdom has no canvas to draw on; the table beside the chart carries the same figures.
vi.mock("./fund-chart", () => ({ default: () => null }));

const ORG = "7d1e9c7a-1111-4a2b-8c3d-000000000000";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/organization/:id/finance" element={<FinancePage />} />
    </Routes>,
    { auth: signedInAs({ roles: ["owner"] }), path: `/organization/${ORG}/finance` },
  );

describe("an organisation's giving and money", () => {
  it("shows each fund's total, what is owed, and the ledger", async () => {
    stubApi(
      on("GET", `/api/v1/organizations/${ORG}/donations/summary`, () =>
        json(200, aSummary({ zakat: 5000, sadaqah: 1250 })),
      ),
      on("GET", `/api/v1/organizations/${ORG}/payouts`, () => json(200, somePayouts())),
      on("GET", `/api/v1/organizations/${ORG}/ledger`, () => json(200, aLedger())),
      on("GET", `/api/v1/organizations/${ORG}/connect`, () => json(200, aConnectAccount())),
    );
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Giving and money" })).toBeInTheDocument();
    const byFund = await screen.findByRole("table", { name: "Donations received by fund, in GBP" });
    const rows = within(byFund)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toContain("Zakat£50.00");
    expect(rows).toContain("Sadaqah£12.50");
    expect(rows).toContain("Building fund£0.00");
    const owed = await screen.findByRole("table", { name: "In GBP" });
    expect(
      within(owed)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["Tickets£0.00", "Zakat£50.00", "Total£50.00"]);
    expect(await screen.findByText("Owed from donations · Zakat")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Connect Stripe" })).toBeInTheDocument();
  });

  it("says by its code when the viewer may not see the money", async () => {
    const forbidden = () => json(403, { error: { code: "FORBIDDEN", message: "Forbidden" } });
    stubApi(
      on("GET", `/api/v1/organizations/${ORG}/donations/summary`, forbidden),
      on("GET", `/api/v1/organizations/${ORG}/payouts`, forbidden),
      on("GET", `/api/v1/organizations/${ORG}/ledger`, forbidden),
      on("GET", `/api/v1/organizations/${ORG}/connect`, forbidden),
    );
    renderPage();
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(4));
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent("You are not allowed to do this.");
  });

  /** The money screens answering, with identity's profile of the organisation in the given country. */
  const money = (country: string) =>
    stubApi(
      on("GET", `/api/v1/organizations/${ORG}/donations/summary`, () => json(200, aSummary({ zakat: 5000 }))),
      on("GET", `/api/v1/organizations/${ORG}/payouts`, () => json(200, somePayouts())),
      on("GET", `/api/v1/organizations/${ORG}/ledger`, () => json(200, aLedger())),
      on("GET", `/api/v1/organizations/${ORG}/connect`, () => json(200, aConnectAccount())),
      on("GET", `/api/v1/organizations/${ORG}`, () => json(200, anOrganization({ id: ORG, country }))),
      on(
        "GET",
        `/api/v1/organizations/${ORG}/gift-aid.csv`,
        () => new Response("Title,First name\r\n", { status: 200, headers: { "content-type": "text/csv" } }),
      ),
    );

  it("gives a UK charity last tax year's Gift Aid schedule to upload to HMRC", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T09:00:00Z"));
    const saved = vi.fn<(file: Blob) => string>(() => "blob:gift-aid");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const calls = money("GB");
    const user = setupUser();
    renderPage();
    await screen.findByRole("heading", { name: "Gift Aid claim" });
    expect(screen.getByRole("radio", { name: "Last tax year (6 Apr 2025 to 5 Apr 2026)" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Download the schedule (CSV)" }));

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const schedule = calls.find((c) => c.path.endsWith("/gift-aid.csv"))!;
    // the tax year is London's: 6 April begins at 23:00 UTC on the 5th, in summer time
    expect(Object.fromEntries(schedule.search)).toEqual({
      from: "2025-04-05T23:00:00.000Z",
      to: "2026-04-05T23:00:00.000Z",
    });
    expect(await saved.mock.calls[0]![0].text()).toBe("Title,First name\r\n");

    await user.click(screen.getByRole("radio", { name: "All time" }));
    await user.click(screen.getByRole("button", { name: "Download the schedule (CSV)" }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    expect([...calls.filter((c) => c.path.endsWith("/gift-aid.csv"))[1]!.search]).toEqual([]);
  });

  it("offers no Gift Aid claim to an organisation outside the UK", async () => {
    money("US");
    renderPage();
    await screen.findByRole("table", { name: "In GBP" });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Gift Aid claim" })).toBeNull());
  });
});
