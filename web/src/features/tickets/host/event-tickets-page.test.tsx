import type { TMemberRole } from "@mawid/contracts/identity";
import type { TTicketTypeView } from "@mawid/contracts/ticketing";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, ORG_ID, on, stubApi } from "../../events/shared/events.fixtures";
import { aTicketType, ticketTypes } from "../shared/tickets.fixtures";
import EventTicketsPage from "./event-tickets-page";

afterEach(() => vi.unstubAllGlobals());

/** Ticket types as the service keeps them, added to by the page. */
/** The organisation as identity shows it, in the country given. */
const organization = (country: string | null) => ({
  id: ORG_ID,
  name: "East London Mosque",
  kind: "masjid",
  city: "London",
  country,
  website: null,
  tier: "masjid",
  verified: true,
  createdAt: "2026-11-01T10:00:00.000Z",
});

function gateway(items: TTicketTypeView[] = [], country: string | null = null) {
  const calls = stubApi(
    on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
    on("GET", `/api/v1/organizations/${ORG_ID}`, () => json(200, organization(country))),
    on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () => json(200, ticketTypes(items))),
    on("POST", `/api/v1/events/${EVENT_ID}/ticket-types`, (call) => {
      const created = aTicketType({ ...(call.body as Partial<TTicketTypeView>), id: crypto.randomUUID() });
      items.push(created);
      return json(201, created);
    }),
  );
  return calls;
}

function renderAs(role: TMemberRole, tier: "free" | "masjid") {
  const auth = signedInAs({ roles: [role] });
  auth.me!.organizations[0]!.organizationId = ORG_ID;
  auth.me!.organizations[0]!.tier = tier;
  renderWithProviders(
    <Routes>
      <Route path="/event/:id/tickets" element={<EventTicketsPage />} />
    </Routes>,
    { auth, path: `/event/${EVENT_ID}/tickets` },
  );
}

describe("the host's tickets page", () => {
  it("adds a free ticket type to a section and lists it with its seats", async () => {
    const user = setupUser();
    const calls = gateway();
    renderAs("owner", "masjid");
    expect(await screen.findByText("No ticket types yet. Add the first one below.")).toBeInTheDocument();
    const form = screen
      .getByRole("heading", { name: "Add ticket type" })
      .closest(".ant-card")! as HTMLElement;
    await user.type(within(form).getByLabelText("Name"), "Family entry");
    await user.clear(within(form).getByLabelText("Capacity"));
    await user.type(within(form).getByLabelText("Capacity"), "50");
    await user.clear(within(form).getByLabelText("People per ticket"));
    await user.type(within(form).getByLabelText("People per ticket"), "4");
    await user.click(within(form).getByRole("button", { name: "Add ticket type" }));

    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      name: "Family entry",
      section: "mixed",
      price: 0,
      currency: "USD",
      capacity: 50,
      groupSize: 4,
      minPerOrder: 1,
      maxPerOrder: 10,
      salesStart: null,
      salesEnd: null,
      hidden: false,
      accessCode: null,
    });
    const mixed = await screen.findByRole("region", { name: "Mixed" });
    expect(within(mixed).getByRole("row", { name: /Family entry/ })).toHaveTextContent(
      "Family entryFree5040",
    );
    // typing into the form takes long on a machine shared with other test runs
  }, 120_000);

  it("suggests the organisation's country's currency for the event's first ticket type", async () => {
    const user = setupUser();
    const calls = gateway([], "GB");
    renderAs("owner", "masjid");
    const form = (await screen.findByRole("heading", { name: "Add ticket type" })).closest(
      ".ant-card",
    )! as HTMLElement;
    await waitFor(() => expect(within(form).getByText("GBP · British Pound")).toBeInTheDocument());
    expect(within(form).getByRole("combobox", { name: "Currency" })).toBeEnabled();
    await user.type(within(form).getByLabelText("Name"), "Brothers");
    await user.click(within(form).getByRole("button", { name: "Add ticket type" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({ name: "Brothers", currency: "GBP" });
  }, 120_000);

  it("prices a new ticket type in the currency of the event's others", async () => {
    const user = setupUser();
    const calls = gateway([aTicketType({ name: "Brothers", currency: "GBP", price: 1500 })]);
    renderAs("owner", "masjid");
    const form = (await screen.findByRole("heading", { name: "Add ticket type" })).closest(
      ".ant-card",
    )! as HTMLElement;
    const note = "Every ticket of this event is priced in GBP, so any of them can be bought together.";
    expect(await within(form).findByText(note)).toBeInTheDocument();
    expect(within(form).getByRole("combobox", { name: "Currency" })).toBeDisabled();
    await user.type(within(form).getByLabelText("Name"), "Sisters");
    await user.click(within(form).getByRole("button", { name: "Add ticket type" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({ name: "Sisters", currency: "GBP" });
  }, 120_000);

  it("lists each type's price phases under its price, each with what ends it", async () => {
    stubApi(
      on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
      on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () =>
        json(
          200,
          ticketTypes([
            aTicketType({
              name: "Gala dinner",
              price: 1500,
              currency: "GBP",
              pricePhases: [
                { price: 1500, until: "2027-02-15T00:00:00.000Z", untilSold: null },
                { price: 2000, until: null, untilSold: 80 },
                { price: 2500, until: null, untilSold: null },
              ],
            }),
          ]),
        ),
      ),
    );
    renderAs("owner", "masjid");
    const phases = await screen.findByRole("list", { name: "Price phases" });
    expect(
      within(phases)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["£15.00 · until 15 Feb 2027, 00:00", "£20.00 · until 80 sold", "£25.00 · after that"]);
  });

  it("shows the plan's gate instead of family, donor and hidden tickets on the free plan", async () => {
    gateway();
    renderAs("owner", "free");
    await screen.findByRole("heading", { name: "Add ticket type" });
    expect(screen.queryByLabelText("People per ticket")).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /Hidden/ })).not.toBeInTheDocument();
    expect(screen.getByText("Special ticket types")).toBeInTheDocument();
    // one gate for special ticket types, one for price phases (dynamic pricing)
    expect(screen.getAllByText(/Included in the Masjid plan and above/)).toHaveLength(2);
    for (const link of screen.getAllByRole("link", { name: "See plans" }))
      expect(link).toHaveAttribute("href", "/pricing");
  });
});
