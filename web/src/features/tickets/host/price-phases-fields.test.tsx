import type { TTicketTypeView } from "@mawid/contracts/ticketing";
import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { ar } from "../../../shared/i18n/messages/ar";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, ORG_ID, on, stubApi } from "../../events/shared/events.fixtures";
import { aTicketType, ticketTypes } from "../shared/tickets.fixtures";
import EventTicketsPage from "./event-tickets-page";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The ticket types the service keeps; what the form sends is in the calls. */
function gateway() {
  return stubApi(
    on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
    on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () => json(200, ticketTypes([]))),
    on("POST", `/api/v1/events/${EVENT_ID}/ticket-types`, (call) =>
      json(201, aTicketType({ ...(call.body as Partial<TTicketTypeView>), id: crypto.randomUUID() })),
    ),
  );
}

function renderAs(tier: "free" | "masjid", locale: "en" | "ar" = "en") {
  const auth = signedInAs({ roles: ["owner"] });
  auth.me!.organizations[0]!.organizationId = ORG_ID;
  auth.me!.organizations[0]!.tier = tier;
  auth.me!.profile.locale = locale;
  renderWithProviders(
    <Routes>
      <Route path="/event/:id/tickets" element={<EventTicketsPage />} />
    </Routes>,
    { auth, path: `/event/${EVENT_ID}/tickets` },
  );
}

const LOAD = { timeout: 5000 };

/** The add-ticket-type card, once the page has loaded. */
async function theForm() {
  const heading = await screen.findByRole("heading", { name: "Add ticket type" }, LOAD);
  return heading.closest(".ant-card") as HTMLElement;
}

/** Phase n's group of fields, found by its legend. */
const phase = (form: HTMLElement, n: number) =>
  within(form).getByText(`Phase ${n}`).closest("fieldset") as HTMLElement;

/** Typed in one go: key by key is slow on a busy machine, and the form reads the whole value anyway. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

/** Filling a form on a machine shared with other test runs takes a while. */
const SLOW = 120_000;

async function fillBasics(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await fill(user, within(form).getByLabelText("Name"), "Gala dinner");
  await user.clear(within(form).getByLabelText("Price"));
  await fill(user, within(form).getByLabelText("Price"), "50");
}

describe("price phases in the ticket type form", () => {
  it(
    "sends an early bird until a date, then a price until so many are sold, in minor units on the event's clock",
    async () => {
      const user = setupUser();
      const calls = gateway();
      renderAs("masjid");
      const form = await theForm();
      await fillBasics(user, form);
      await user.click(within(form).getByRole("button", { name: "Add a price phase" }));
      await fill(user, within(phase(form, 1)).getByLabelText("Price"), "30");
      // the event is in London: midnight at the end of January is midnight UTC
      await fill(user, within(phase(form, 1)).getByLabelText("Until"), "2027-01-31T23:59");
      await user.click(within(form).getByRole("button", { name: "Add a price phase" }));
      await fill(user, within(phase(form, 2)).getByLabelText("Price"), "40");
      await fill(user, within(phase(form, 2)).getByLabelText("Until this many are sold"), "50");
      await user.click(within(form).getByRole("button", { name: "Add ticket type" }));

      await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1), LOAD);
      expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
        name: "Gala dinner",
        price: 5000,
        pricePhases: [
          { price: 3000, until: "2027-01-31T23:59:00.000Z", untilSold: null },
          { price: 4000, until: null, untilSold: 50 },
        ],
      });
    },
    SLOW,
  );

  it(
    "says which phase has no end or ends before the one before it, and sends nothing",
    async () => {
      const user = setupUser();
      const calls = gateway();
      renderAs("masjid");
      const form = await theForm();
      await fillBasics(user, form);
      for (const _ of [1, 2, 3])
        await user.click(within(form).getByRole("button", { name: "Add a price phase" }));
      await fill(user, within(phase(form, 1)).getByLabelText("Price"), "30");
      await fill(user, within(phase(form, 1)).getByLabelText("Until this many are sold"), "60");
      await fill(user, within(phase(form, 2)).getByLabelText("Price"), "35");
      await fill(user, within(phase(form, 2)).getByLabelText("Until this many are sold"), "40");
      await fill(user, within(phase(form, 3)).getByLabelText("Price"), "40");
      await user.click(within(form).getByRole("button", { name: "Add ticket type" }));

      expect(
        await within(phase(form, 2)).findByText(
          "Each phase must end after more tickets sold than the one before it",
          {},
          LOAD,
        ),
      ).toBeInTheDocument();
      // each field's message renders in its own turn: on a busy machine phase 3's comes a moment later
      expect(
        await within(phase(form, 3)).findByText(
          "Give the phase an end date or a number of tickets sold",
          {},
          LOAD,
        ),
      ).toBeInTheDocument();
      expect(within(phase(form, 1)).queryByRole("alert")).not.toBeInTheDocument();
      expect(calls.filter((c) => c.method === "POST")).toEqual([]);

      // removing the phase without an end leaves phases 1 and 2 only
      await user.click(within(form).getByRole("button", { name: "Remove phase 3" }));
      expect(within(form).queryByText("Phase 3")).not.toBeInTheDocument();
      expect(within(form).queryByText("Give the phase an end date or a number of tickets sold")).toBeNull();
    },
    SLOW,
  );

  it(
    "refuses a phase ending after more tickets than the type has, in Arabic",
    async () => {
      localStorage.setItem("locale", "ar");
      const user = setupUser();
      const calls = gateway();
      renderAs("masjid", "ar");
      const heading = await screen.findByRole("heading", { name: ar["tk.host.add"] }, LOAD);
      const form = heading.closest(".ant-card") as HTMLElement;
      await fill(user, within(form).getByLabelText(ar["tk.host.name"]), "عشاء");
      await user.click(within(form).getByRole("button", { name: ar["tk.phase.add"] }));
      const first = within(form).getByText(ar["tk.phase.label"].replace("{n}", "1")).closest("fieldset")!;
      await fill(user, within(first as HTMLElement).getByLabelText(ar["tk.phase.price"]), "30");
      // the form's capacity is 100
      await fill(user, within(first as HTMLElement).getByLabelText(ar["tk.phase.untilSold"]), "150");
      await user.click(within(form).getByRole("button", { name: ar["tk.host.add"] }));

      expect(
        await within(first as HTMLElement).findByText(ar["tk.phase.soldOverCapacity"], {}, LOAD),
      ).toBeInTheDocument();
      expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    },
    SLOW,
  );

  it("shows the plan's gate instead of price phases on the free plan", async () => {
    gateway();
    renderAs("free");
    const form = await theForm();
    expect(within(form).queryByRole("button", { name: "Add a price phase" })).not.toBeInTheDocument();
    expect(within(form).getByText("Dynamic pricing")).toBeInTheDocument();
    expect(
      within(form).getByText("Early bird prices that change on a date or once a number of tickets are sold."),
    ).toBeInTheDocument();
  });
});
