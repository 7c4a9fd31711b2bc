import type { TPlaceOrderRequest } from "@mawid/contracts/ticketing";
import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import { ADULT_ID, aTicketType, anOrder, CHILD_ID, ORDER_ID, ticketTypes } from "../shared/tickets.fixtures";
import RegisterEventPage from "./register-event-page";

afterEach(() => vi.unstubAllGlobals());

const adult = aTicketType();
const child = aTicketType({
  id: CHILD_ID,
  name: "Child",
  price: 1000,
  fee: 125,
  feePaidBy: "host",
  available: 3,
});

/** The gateway, answering orders as the test says; every Idempotency-Key the page sends is kept. */
function gateway(orders: Array<() => Response>, types = () => ticketTypes([adult, child])) {
  const calls = stubApi(
    on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
    on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () => json(200, types())),
    on("POST", "/api/v1/orders", () => orders.shift()!()),
  );
  const inner = globalThis.fetch;
  const keys: Array<string | null> = [];
  vi.stubGlobal("fetch", (request: Request) => {
    if (request.method === "POST") keys.push(request.headers.get("idempotency-key"));
    return inner(request);
  });
  return { calls, keys };
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/register-event/:id" element={<RegisterEventPage />} />
    </Routes>,
    { auth: signedInAs(), path: `/register-event/${EVENT_ID}` },
  );

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, quantity: number) {
  const row = (await screen.findByRole("heading", { level: 3, name })).closest("li")!;
  const input = within(row).getByLabelText("Quantity");
  await user.clear(input);
  await user.type(input, String(quantity));
}

const summaryRows = () =>
  within(screen.getByRole("table", { name: "Order summary" }))
    .getAllByRole("row")
    .map((row) => row.textContent);

describe("registering for an event", () => {
  it("shows the totals line by line, fees as each type says, the donation apart, and sends the order", async () => {
    const user = setupUser();
    const { calls } = gateway([() => json(201, anOrder())]);
    renderPage();
    expect(await screen.findByRole("heading", { level: 2, name: "Families" })).toBeInTheDocument();
    expect(screen.getAllByText("Entrance: Gate B")[0]).toBeInTheDocument();
    await choose(user, "Adult", 2);
    await choose(user, "Child", 1);
    expect(screen.getByLabelText("Promo code")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Attendee 1 (Adult)"), "Amina Yusuf");
    await user.type(screen.getByLabelText("Donation (GBP)"), "5");
    await user.click(screen.getByRole("radio", { name: "Zakat" }));

    expect(summaryRows()).toEqual([
      "2 × Adult£40.00",
      "Fee: 2 × £1.50£3.00",
      "1 × Child£10.00",
      "Fee: 1 × £1.25Paid by the host",
      "Donation: Zakat£5.00",
      "Total£58.00",
    ]);

    await user.click(screen.getByRole("button", { name: "Reserve and continue" }));
    await screen.findByRole("heading", { name: "Your seats are held" });
    const sent = calls.find((c) => c.method === "POST")!.body as TPlaceOrderRequest;
    expect(sent).toEqual({
      eventId: EVENT_ID,
      items: [
        { ticketTypeId: ADULT_ID, quantity: 2, attendees: [{ name: "Amina Yusuf" }, { name: "Maryam" }] },
        // a ticket nobody was named for carries the buyer's name, never the e-mail the service knows
        { ticketTypeId: CHILD_ID, quantity: 1, attendees: [{ name: "Maryam" }] },
      ],
      donation: { amount: 500, fund: "zakat" },
    });
  });

  it("retries with the same Idempotency-Key, so a lost answer never makes a second order", async () => {
    const user = setupUser();
    const { keys } = gateway([
      () => json(503, { error: { code: "UNAVAILABLE", message: "Try again" } }),
      () => json(201, anOrder()),
    ]);
    renderPage();
    await choose(user, "Adult", 2);
    const place = screen.getByRole("button", { name: "Reserve and continue" });
    await user.click(place);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(place).not.toHaveClass("ant-btn-loading"));
    await user.click(place);

    expect(await screen.findByText("Payment comes next")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent(/Held for 1[45]:\d\d/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("says kindly when the seats are gone and shows what is still there", async () => {
    const user = setupUser();
    let afterSellOut = false;
    gateway(
      [
        () => {
          afterSellOut = true;
          return json(409, {
            error: { code: "SOLD_OUT", message: "Not enough seats are left for this order" },
          });
        },
      ],
      () => ticketTypes(afterSellOut ? [{ ...adult, available: 0 }, child] : [adult, child]),
    );
    renderPage();
    await choose(user, "Adult", 2);
    await user.click(screen.getByRole("button", { name: "Reserve and continue" }));

    const title = await screen.findByText("Sorry, these tickets have just gone.", {}, { timeout: 5000 });
    const alert = title.closest<HTMLElement>("[role=alert]")!;
    await waitFor(() => expect(alert).toHaveTextContent("Child: 3 left"));
    expect(alert).not.toHaveTextContent("Adult:");
    expect(screen.getByRole("button", { name: "Reserve and continue" })).toBeDisabled();
  });

  it("starts a single ticket type at one ticket, so a free registration is one tap", async () => {
    const user = setupUser();
    const { calls } = gateway([() => json(201, anOrder({ status: "paid" }))], () =>
      ticketTypes([aTicketType({ price: 0, fee: 0 })]),
    );
    renderPage();
    const row = (await screen.findByRole("heading", { level: 3, name: "Adult" })).closest("li")!;
    expect(within(row).getByLabelText("Quantity")).toHaveValue("1");
    expect(summaryRows()).toEqual(["1 × AdultFree", "TotalFree"]);
    expect(screen.queryByLabelText("Promo code")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect((calls.find((c) => c.method === "POST")!.body as TPlaceOrderRequest).items).toEqual([
      expect.objectContaining({ ticketTypeId: ADULT_ID, quantity: 1 }),
    ]);
  });

  it("unlocks a hidden ticket type with its access code, asked for behind a link", async () => {
    const user = setupUser();
    const staff = aTicketType({ id: CHILD_ID, name: "Volunteers", hidden: true });
    const calls = stubApi(
      on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
      on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, (call) =>
        json(200, ticketTypes(call.search.get("accessCode") === "HELPERS" ? [adult, staff] : [adult])),
      ),
    );
    renderPage();
    await screen.findByRole("heading", { level: 3, name: "Adult" });
    expect(screen.queryByLabelText("Access code")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Have an access code?" }));
    await user.type(screen.getByLabelText("Access code"), "HELPERS");
    await user.click(screen.getByRole("button", { name: "Apply code" }));
    const unlocked = (await screen.findByRole("heading", { level: 3, name: "Volunteers" })).closest("li")!;
    expect(unlocked).toHaveTextContent("Unlocked");
    expect(calls.some((c) => c.search.get("accessCode") === "HELPERS")).toBe(true);
  });

  it("suggests nothing where the event offers a choice of ticket types", async () => {
    gateway([]);
    renderPage();
    const row = (await screen.findByRole("heading", { level: 3, name: "Child" })).closest("li")!;
    expect(within(row).getByLabelText("Quantity")).toHaveValue("0");
    expect(screen.getByRole("button", { name: "Register" })).toBeDisabled();
  });

  it("completes a free registration at once and points to the tickets", async () => {
    const user = setupUser();
    const free = aTicketType({ price: 0, fee: 0 });
    gateway(
      [
        () =>
          json(
            201,
            anOrder({
              status: "paid",
              expiresAt: null,
              total: 0,
              totals: { ...anOrder().totals, tickets: 0, fees: 0, total: 0 },
              lines: [{ ...anOrder().lines[0]!, unitPrice: 0, unitFee: 0, total: 0 }],
            }),
          ),
      ],
      () => ticketTypes([free]),
    );
    renderPage();
    await choose(user, "Adult", 2);
    expect(summaryRows()).toEqual(["2 × AdultFree", "TotalFree"]);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("heading", { name: "You are registered" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View my tickets" })).toHaveAttribute(
      "href",
      `/my-tickets?order=${ORDER_ID}`,
    );
  });
});
