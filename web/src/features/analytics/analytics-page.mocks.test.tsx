import type { TTier } from "@mawid/contracts/identity";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../test-utils";
import {
  aListing,
  anEvent,
  type Call,
  EVENT_ID,
  json,
  ORG_ID,
  on,
  pageOf,
  stubApi,
} from "../events/shared/events.fixtures";
import { aPrediction, aSummary, daily } from "./analytics.fixtures";
import AnalyticsPage from "./analytics-page";

// jsdom has no canvas to draw on; the charts' figures are checked through their tables here, and
// drawn in a real browser by web/e2e/analytics.e2e.test.ts
vi.mock("./charts/plot", () => ({ default: () => <div data-testid="plot" /> }));

afterEach(() => vi.unstubAllGlobals());

function managerOf(tier: TTier) {
  const auth = signedInAs({ roles: ["owner"] });
  auth.me!.organizations[0]!.tier = tier;
  return auth;
}

const iftar = anEvent({ status: "published", startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString() });
const dashboardRoutes = (timeseries: (call: Call) => Response) => [
  on("GET", `/api/v1/organizations/${ORG_ID}/events`, () => json(200, pageOf([iftar]))),
  on("GET", `/api/v1/analytics/organizations/${ORG_ID}/timeseries`, timeseries),
  on("GET", `/api/v1/analytics/events/${EVENT_ID}/summary`, () =>
    json(
      200,
      aSummary({
        sold: 5,
        checkedIn: 3,
        bySection: [
          { section: "brothers", sold: 3, checkedIn: 2 },
          { section: "sisters", sold: 2, checkedIn: 1 },
        ],
      }),
    ),
  ),
  on("GET", `/api/v1/analytics/events/${EVENT_ID}/prediction`, () => json(200, aPrediction())),
  on("GET", `/api/v1/events/${EVENT_ID}/summary`, () => json(200, aListing({ promoted: true }))),
  on("GET", `/api/v1/analytics/organizations/${ORG_ID}/top-events`, () =>
    json(200, {
      items: [
        {
          eventId: EVENT_ID,
          title: "Community iftar",
          startsAt: iftar.startsAt,
          sold: 5,
          revenue: [],
          checkedIn: 3,
          pageViews: 40,
          orders: 4,
        },
      ],
    }),
  ),
];

const sales = (call: Call) => {
  const from = call.search.get("from")!;
  const metric = call.search.get("metric") as "tickets_sold";
  if (metric === "tickets_sold")
    return json(200, daily(metric, from, { brothers: [2, 0, 1], sisters: [0, 2, 0] }));
  if (metric === "revenue") return json(200, daily("revenue", from, { GBP: [2250, 0, 1125] }));
  return json(200, daily(metric, from, { all: [0, 0, 0] }));
};

const chart = async (title: string) =>
  (await screen.findByRole("heading", { name: title })).closest(".ant-card") as HTMLElement;

describe("/analytics", () => {
  it("draws the chosen days' sales and revenue, each readable as a table", async () => {
    const user = setupUser();
    const calls = stubApi(...dashboardRoutes(sales));
    renderWithProviders(<AnalyticsPage />, {
      auth: managerOf("masjid"),
      path: "/analytics?from=2027-02-01&to=2027-02-03",
    });

    const sold = await chart("Tickets sold over time");
    expect(await within(sold).findByRole("img", { name: "Tickets sold over time" })).toBeInTheDocument();
    await user.click(within(sold).getByRole("button", { name: "Show as table" }));
    const table = within(sold).getByRole("table", { name: "Tickets sold over time" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["PeriodBrothersSisters", "1 Feb20", "2 Feb02", "3 Feb10"]);
    expect(within(sold).getByRole("button", { name: "Show as table" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const revenue = await chart("Ticket revenue");
    await user.click(within(revenue).getByRole("button", { name: "Show as table" }));
    expect(within(revenue).getByRole("row", { name: "1 Feb £22.50" })).toBeInTheDocument();

    expect(
      await within(await chart("Arrivals by gate")).findByText("Nobody was checked in in these days."),
    ).toBeInTheDocument();
    expect(
      within(await chart("Sections")).getByText("Choose an event to see its sections."),
    ).toBeInTheDocument();

    const asked = calls.filter((c) => c.path.endsWith("/timeseries"));
    expect(new Set(asked.map((c) => c.search.get("metric")))).toEqual(
      new Set(["tickets_sold", "revenue", "check_ins", "donations"]),
    );
    for (const call of asked) {
      expect(call.search.get("from")).toBe("2027-02-01T00:00:00.000Z");
      expect(call.search.get("to")).toBe("2027-02-04T00:00:00.000Z");
      expect(call.search.get("interval")).toBe("day");
      expect(call.search.get("eventId")).toBeNull();
    }
  });

  it("narrows every chart to the event chosen, and shows its sections", async () => {
    const user = setupUser();
    const calls = stubApi(...dashboardRoutes(sales));
    renderWithProviders(<AnalyticsPage />, { auth: managerOf("masjid"), path: "/analytics" });

    const filters = await screen.findByLabelText("Analytics filters");
    await user.click(within(filters).getByRole("combobox", { name: "Event" }));
    const options = await screen.findAllByTitle("Community iftar");
    await user.click(options.find((o) => o.classList.contains("ant-select-item-option"))!);

    const sections = await chart("Sections");
    await user.click(await within(sections).findByRole("button", { name: "Show as table" }));
    expect(
      within(sections)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["SectionSoldChecked in", "Brothers32", "Sisters21"]);
    const narrowed = calls.filter(
      (c) => c.path.endsWith("/timeseries") && c.search.get("eventId") === EVENT_ID,
    );
    expect(narrowed.length).toBeGreaterThanOrEqual(4);
  });

  it("shows the plan's gate in place of the charts the service refuses to the plan, and the basic ones", async () => {
    const refused = json(403, {
      error: { code: "FEATURE_NOT_IN_TIER", message: "Your subscription does not include charts graphs" },
    });
    stubApi(
      ...dashboardRoutes((call) =>
        ["tickets_sold", "check_ins"].includes(call.search.get("metric")!) ? sales(call) : refused.clone(),
      ),
    );
    renderWithProviders(<AnalyticsPage />, { auth: managerOf("free"), path: "/analytics" });

    const revenue = await chart("Ticket revenue");
    const gate = (await within(revenue).findByText("Charts and graphs")).closest(".ant-alert") as HTMLElement;
    expect(gate).toHaveTextContent("Included in the Masjid plan and above.");
    expect(within(gate).getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    expect(within(await chart("Donations by fund")).getByText("Charts and graphs")).toBeInTheDocument();
    const sold = await chart("Tickets sold over time");
    expect(await within(sold).findByRole("img", { name: "Tickets sold over time" })).toBeInTheDocument();
    expect(within(sold).queryByText("Charts and graphs")).toBeNull();
  });

  it("compares the organisation's top events and names donations by fund and currency", async () => {
    const user = setupUser();
    stubApi(
      ...dashboardRoutes((call) =>
        call.search.get("metric") === "donations"
          ? json(
              200,
              daily("donations", call.search.get("from")!, {
                "GBP zakat": [5000, 2500],
                "GBP lillah": [0, 1000],
              }),
            )
          : sales(call),
      ),
    );
    renderWithProviders(<AnalyticsPage />, { auth: managerOf("masjid"), path: "/analytics" });

    const compared = await chart("Events compared");
    await user.click(await within(compared).findByRole("button", { name: "Show as table" }));
    expect(
      within(compared)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["EventSoldChecked inPage viewsOrders", "Community iftar53404"]);

    const donations = await chart("Donations by fund");
    await user.click(await within(donations).findByRole("button", { name: "Show as table" }));
    expect(
      within(donations)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["PartDonations by fund", "Zakat (GBP)£75.00", "Lillah (GBP)£10.00"]);
  });

  it("predicts the next event's turnout with its interval, its reasons and its past error, and the actual after it", async () => {
    stubApi(
      ...dashboardRoutes(sales).slice(0, 3),
      on("GET", `/api/v1/analytics/events/${EVENT_ID}/prediction`, () =>
        json(
          200,
          aPrediction({
            factors: [
              { name: "base", effect: 78, detail: "78% of sold tickets came to 7 of your past events" },
              { name: "season", effect: 4.5, detail: "Ramadan: 3 past events" },
              { name: "pricing", effect: -3, detail: "paid: 2 past events" },
            ],
            actual: { turnout: 101, noShowRate: 0.158 },
          }),
        ),
      ),
      on("GET", `/api/v1/events/${EVENT_ID}/summary`, () =>
        json(404, { error: { code: "EVENT_NOT_FOUND", message: "Event not found" } }),
      ),
    );
    renderWithProviders(<AnalyticsPage />, { auth: managerOf("masjid"), path: "/analytics" });

    const predictor = await chart("Attendance predictor");
    expect(
      await within(predictor).findByText(
        "Expected turnout: 96 of 120 ticket holders (likely between 84 and 106)",
      ),
    ).toBeInTheDocument();
    const compared = within(predictor).getByRole("table", { name: "Predicted and actual attendance" });
    expect(
      within(compared)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["PredictedActual", "Turnout96 (84–106)101", "No-show rate20%15.8%"]);
    const factors = within(predictor)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(factors).toEqual([
      "Season (Ramadan counted on its own)+4.5 percentage pointsRamadan: 3 past events",
      "Free or paid-3 percentage pointspaid: 2 past events",
    ]);
    expect(within(predictor).getByText("Usual show-up rate: 78%.")).toBeInTheDocument();
    expect(
      within(predictor).getByText(
        "Predicting each of 7 past events from the others, the show-up rate was off by 6 percentage points on average.",
      ),
    ).toBeInTheDocument();
    expect(
      within(predictor).getByText("Based on 7 past events; the range is an 80% interval."),
    ).toBeInTheDocument();
  });

  it("explains each plan's promotion in discovery, and the chosen event's part in the ranking", async () => {
    stubApi(...dashboardRoutes(sales));
    renderWithProviders(<AnalyticsPage />, { auth: managerOf("masjid"), path: "/analytics" });

    const panel = await chart("Algorithm promotion");
    const plans = within(panel).getByRole("table", { name: "What each plan's promotion adds" });
    expect(
      within(plans)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual([
      "PlanPromotionAdded to the score",
      "FreeNone+0",
      "Masjid (your plan)Basic promotion+0.1",
      "OrganizationPremium promotion+0.3",
      "EnterprisePremium promotion+0.3",
    ]);
    expect(within(panel).getByText("They follow the host: +1")).toBeInTheDocument();
    expect(await within(panel).findByText("Promoted: +0.1 for everyone")).toBeInTheDocument();
    expect(within(panel).getByText("Iftar: +0.5 for people who chose that category")).toBeInTheDocument();
  });
});
