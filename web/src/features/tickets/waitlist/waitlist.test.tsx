import type { TMyWaitlistEntry } from "@mawid/contracts/ticketing";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import MyTicketsPage from "../my-tickets/my-tickets-page";
import RegisterEventPage from "../register/register-event-page";
import { ADULT_ID, anOrder, aTicketType, CHILD_ID, ticketTypes } from "../shared/tickets.fixtures";

afterEach(() => vi.unstubAllGlobals());

const OFFER_ID = "7e2d0000-4a4a-4b4b-8c8c-000000000001";

function anEntry(overrides: Partial<TMyWaitlistEntry> = {}): TMyWaitlistEntry {
  return {
    id: "6c1e0000-4a4a-4b4b-8c8c-000000000001",
    eventId: EVENT_ID,
    eventTitle: "Community iftar",
    ticketTypeId: ADULT_ID,
    ticketTypeName: "Adult",
    quantity: 2,
    status: "waiting",
    position: 3,
    joinedAt: "2027-03-01T10:00:00.000Z",
    offer: null,
    ...overrides,
  };
}

const soldOut = aTicketType({ available: 0, maxPerOrder: 4 });
const open = aTicketType({ id: CHILD_ID, name: "Child" });

/** Where the router is, so a test sees where a button led. */
function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

const renderRegister = () =>
  renderWithProviders(
    <Routes>
      <Route path="/register-event/:id" element={<RegisterEventPage />} />
    </Routes>,
    { auth: signedInAs(), path: `/register-event/${EVENT_ID}` },
  );

describe("the waitlist on the registration page", () => {
  it("offers a sold-out type's waitlist with a quantity, and shows the place in line once joined", async () => {
    const user = setupUser();
    let mine: TMyWaitlistEntry[] = [];
    const calls = stubApi(
      on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
      on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () => json(200, ticketTypes([soldOut, open]))),
      on("GET", "/api/v1/me/waitlist", () => json(200, { items: mine })),
      on("POST", `/api/v1/events/${EVENT_ID}/ticket-types/${ADULT_ID}/waitlist`, () => {
        mine = [anEntry({ quantity: 3 })];
        return json(201, mine[0]);
      }),
    );
    renderRegister();
    const adult = (await screen.findByRole("heading", { level: 3, name: "Adult" })).closest("li")!;
    const child = screen.getByRole("heading", { level: 3, name: "Child" }).closest("li")!;
    expect(within(child).queryByRole("button", { name: "Join the waitlist" })).not.toBeInTheDocument();
    expect(within(adult).getByText("Sold out")).toBeInTheDocument();

    const quantity = await within(adult).findByLabelText("Tickets wanted");
    await user.clear(quantity);
    await user.type(quantity, "3");
    await user.click(within(adult).getByRole("button", { name: "Join the waitlist" }));

    expect(await within(adult).findByText("You are number 3 in line (tickets: 3).")).toBeInTheDocument();
    expect(within(adult).getByRole("button", { name: "Leave the waitlist" })).toBeInTheDocument();
    const join = calls.find((c) => c.method === "POST");
    expect(join?.body).toEqual({ quantity: 3 });
  });
});

describe("the waitlist on My tickets", () => {
  it("shows an offer with its deadline, and Take the offer leads to the order's payment", async () => {
    const user = setupUser();
    const order = anOrder();
    const calls = stubApi(
      on("GET", "/api/v1/me/tickets", () => json(200, [])),
      on("GET", "/api/v1/me/waitlist", () =>
        json(200, {
          items: [
            anEntry({
              status: "offered",
              position: null,
              offer: {
                id: OFFER_ID,
                offeredAt: "2027-03-01T10:00:00.000Z",
                expiresAt: "2027-03-01T10:30:00.000Z",
                orderId: null,
              },
            }),
            anEntry({ id: "6c1e0000-4a4a-4b4b-8c8c-000000000002", status: "expired", position: null }),
          ],
        }),
      ),
      on("POST", `/api/v1/waitlist-offers/${OFFER_ID}/accept`, () => json(201, order)),
    );
    renderWithProviders(
      <>
        <Routes>
          <Route path="/my-tickets" element={<MyTicketsPage />} />
          <Route path="/register-event/:id" element={<p>Registration page</p>} />
        </Routes>
        <Where />
      </>,
      { auth: signedInAs(), path: "/my-tickets" },
    );

    const waitlist = (await screen.findByRole("heading", { name: "Waitlist" })).closest("div")!;
    // Only what can still be acted on: the lapsed offer is not listed.
    expect(within(waitlist).getAllByRole("listitem")).toHaveLength(1);
    expect(within(waitlist).getByRole("link", { name: "Community iftar" })).toHaveAttribute(
      "href",
      `/register-event/${EVENT_ID}`,
    );
    expect(within(waitlist).getByText(/Seats are held for you until 1 Mar 2027/)).toBeInTheDocument();

    await user.click(within(waitlist).getByRole("button", { name: "Take the offer" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(
        `/register-event/${EVENT_ID}?order=${order.id}`,
      ),
    );
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/accept"))).toBe(true);
  });

  it("shows nothing of the waitlist when the person waits in no line", async () => {
    stubApi(
      on("GET", "/api/v1/me/tickets", () => json(200, [])),
      on("GET", "/api/v1/me/waitlist", () => json(200, { items: [] })),
    );
    renderWithProviders(<MyTicketsPage />, { auth: signedInAs() });
    expect(await screen.findByText("You have no tickets yet.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Waitlist" })).not.toBeInTheDocument();
  });
});
