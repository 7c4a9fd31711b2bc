import type { TMemberRole } from "@mawid/contracts/identity";
import type { TTicketTypeView } from "@mawid/contracts/ticketing";
import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, ORG_ID, on, stubApi } from "../../events/shared/events.fixtures";
import { ADULT_ID, aTicketType, CHILD_ID, ticketTypes } from "../shared/tickets.fixtures";
import EventTicketsPage from "./event-tickets-page";

/* It is mid-January; the event is on 20 February. */
const NOW = "2027-01-15T10:00:00.000Z";
const patchPath = `/api/v1/events/${EVENT_ID}/ticket-types/${ADULT_ID}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(NOW));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Ticketing as the page needs it: a PATCH changes the type it keeps, so the list asked again shows
 * the change, unless `refusal` answers instead.
 */
function gateway(
  items: TTicketTypeView[],
  { timeZone = "Europe/London", refusal = null as Response | null } = {},
) {
  return stubApi(
    on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published", timeZone }))),
    on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () => json(200, ticketTypes(items))),
    on("PATCH", patchPath, (call) => {
      if (refusal) return refusal;
      const type = items.find((i) => i.id === ADULT_ID)!;
      Object.assign(type, call.body);
      return json(200, type);
    }),
  );
}

function renderAs(role: TMemberRole | null) {
  const auth = signedInAs({ roles: role ? [role] : [] });
  if (role) auth.me!.organizations[0]!.organizationId = ORG_ID;
  renderWithProviders(
    <Routes>
      <Route path="/event/:id/tickets" element={<EventTicketsPage />} />
    </Routes>,
    { auth, path: `/event/${EVENT_ID}/tickets` },
  );
}

const patches = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === "PATCH");

/** The editor of the Adult ticket type, opened from its row. */
async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Edit Adult" }));
  return screen.findByRole("dialog", { name: "Edit Adult" });
}

const save = (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole("button", { name: "Save changes" }));

/** Filling a form on a machine shared with other test runs takes a while. */
const SLOW = 60_000;

describe("changing a ticket type already on sale", () => {
  it(
    "adds places, and the list shows them",
    async () => {
      const user = setupUser();
      const calls = gateway([aTicketType({ capacity: 100 })]);
      renderAs("owner");
      const dialog = await openEditor(user);
      const places = within(dialog).getByLabelText("Places");
      expect(places).toHaveValue("100");
      expect(within(dialog).getByText(/^Now 100\./)).toBeInTheDocument();
      await user.clear(places);
      await user.paste("150");
      await save(user, dialog);

      await waitFor(() => expect(patches(calls)).toHaveLength(1));
      expect(patches(calls)[0]?.body).toEqual({ capacity: 150 });
      await waitFor(() =>
        expect(screen.getByRole("row", { name: /Adult/ })).toHaveTextContent("£20.0015040"),
      );
    },
    SLOW,
  );

  it(
    "closes sales now, and the list says so",
    async () => {
      const user = setupUser();
      const calls = gateway([aTicketType()]);
      renderAs("admin");
      const dialog = await openEditor(user);
      const sales = within(dialog).getByRole("radiogroup", { name: "Sales" });
      expect(within(sales).getByRole("radio", { name: "On sale until the event" })).toBeChecked();
      await user.click(within(dialog).getByRole("radio", { name: "Close sales now" }));
      expect(within(dialog).getByText(/Buyers can no longer choose this ticket/)).toBeInTheDocument();
      await save(user, dialog);

      await waitFor(() => expect(patches(calls)).toHaveLength(1));
      const { salesEnd } = patches(calls)[0]!.body as { salesEnd: string };
      expect(Math.abs(Date.parse(salesEnd) - Date.parse(NOW))).toBeLessThan(60_000);
      const row = await screen.findByRole("row", { name: /Adult/ });
      await waitFor(() => expect(within(row).getByText("Sales closed")).toBeInTheDocument());
    },
    SLOW,
  );

  it(
    "ends sales at a time typed on the event's clock, sent in UTC",
    async () => {
      const user = setupUser();
      const calls = gateway([aTicketType()], { timeZone: "Asia/Karachi" });
      renderAs("staff");
      const dialog = await openEditor(user);
      await user.click(within(dialog).getByRole("radio", { name: "Sales end at" }));
      const end = await within(dialog).findByLabelText("End of sales");
      expect(within(dialog).getByText("On the event's clock (Asia/Karachi)")).toBeInTheDocument();
      await user.click(end);
      await user.paste("2027-02-10T18:00");
      await save(user, dialog);

      await waitFor(() => expect(patches(calls)).toHaveLength(1));
      // Karachi is five hours ahead of UTC
      expect(patches(calls)[0]?.body).toEqual({ salesEnd: "2027-02-10T13:00:00.000Z" });
    },
    SLOW,
  );

  it(
    "reopens closed sales until the event",
    async () => {
      const user = setupUser();
      const calls = gateway([aTicketType({ salesEnd: "2027-01-10T12:00:00.000Z" })]);
      renderAs("owner");
      const row = await screen.findByRole("row", { name: /Adult/ });
      expect(within(row).getByText("Sales closed")).toBeInTheDocument();
      const dialog = await openEditor(user);
      // the end it has, read on the event's clock (London keeps UTC in winter)
      expect(await within(dialog).findByLabelText("End of sales")).toHaveValue("2027-01-10T12:00");
      await user.click(within(dialog).getByRole("radio", { name: "On sale until the event" }));
      await save(user, dialog);

      await waitFor(() => expect(patches(calls)).toHaveLength(1));
      expect(patches(calls)[0]?.body).toEqual({ salesEnd: null });
      await waitFor(() => expect(screen.queryByText("Sales closed")).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    "shows the service's refusal of fewer places than are taken on the places field",
    async () => {
      const user = setupUser();
      const taken = "60 places are already sold or held: keep at least that many";
      const calls = gateway([aTicketType()], {
        refusal: json(400, {
          error: { code: "CAPACITY_BELOW_TAKEN", message: taken, fields: { capacity: taken } },
        }),
      });
      renderAs("owner");
      const dialog = await openEditor(user);
      const places = within(dialog).getByLabelText("Places");
      await user.clear(places);
      await user.paste("50");
      await save(user, dialog);

      expect(await within(dialog).findByText(taken)).toBeInTheDocument();
      expect(places).toHaveAttribute("aria-invalid", "true");
      expect(patches(calls)[0]?.body).toEqual({ capacity: 50 });
      expect(screen.getByRole("dialog", { name: "Edit Adult" })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "says under the choice why sales that have not started cannot close now",
    async () => {
      const user = setupUser();
      const before = "Sales must end after they start";
      gateway([aTicketType({ salesStart: "2027-02-01T00:00:00.000Z" })], {
        refusal: json(400, {
          error: { code: "VALIDATION_FAILED", message: before, fields: { salesEnd: before } },
        }),
      });
      renderAs("owner");
      const dialog = await openEditor(user);
      await user.click(within(dialog).getByRole("radio", { name: "Close sales now" }));
      await save(user, dialog);
      expect(await within(dialog).findByText(before)).toBeInTheDocument();
    },
    SLOW,
  );

  it.each([
    ["a scanner", "scanner" as const],
    ["a visitor", null],
  ])("is not offered to %s", async (_who, role) => {
    gateway([
      aTicketType(),
      aTicketType({ id: CHILD_ID, name: "Child", salesEnd: "2027-01-10T12:00:00.000Z" }),
    ]);
    renderAs(role);
    const child = await screen.findByRole("row", { name: /Child/ });
    expect(within(child).getByText("Sales closed")).toBeInTheDocument();
    expect(
      within(screen.getByRole("row", { name: /Adult/ })).queryByText("Sales closed"),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
