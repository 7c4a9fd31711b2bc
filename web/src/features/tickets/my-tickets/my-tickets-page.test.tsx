import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders } from "../../../test-utils";
import { anEvent, EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import { ISSUING_POLL_MS, ISSUING_POLLS } from "../shared/ticket-queries";
import { aTicket, ORDER_ID } from "../shared/tickets.fixtures";
import MyTicketsPage from "./my-tickets-page";

afterEach(() => vi.unstubAllGlobals());

const OTHER_EVENT = "3f6a2b1c-5d4e-4f7a-8b9c-0d1e2f3a4b99";

describe("my tickets", () => {
  it("lists the tickets by event, each linking to its QR code", async () => {
    stubApi(
      on("GET", "/api/v1/me/tickets", () =>
        json(200, [
          aTicket(),
          aTicket({
            id: "5d0e8a52-2b2b-4d2e-8e4b-000000000002",
            attendeeName: "Bilal Yusuf",
            section: "brothers",
          }),
          aTicket({
            id: "5d0e8a52-2b2b-4d2e-8e4b-000000000003",
            eventId: OTHER_EVENT,
            status: "transferred",
          }),
        ]),
      ),
      on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent())),
      on("GET", `/api/v1/events/${OTHER_EVENT}`, () =>
        json(200, anEvent({ id: OTHER_EVENT, title: "Eid gala" })),
      ),
    );
    renderWithProviders(<MyTicketsPage />, { auth: signedInAs() });
    expect(screen.getByRole("status", { name: "Loading..." })).toBeInTheDocument();

    const iftar = (await screen.findByRole("heading", { name: "Community iftar" })).closest("li")!;
    const links = within(iftar).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Ticket for Amina Yusuf", "Ticket for Bilal Yusuf"]);
    expect(links[0]).toHaveAttribute(
      "href",
      `/ticket/5d0e8a52-2b2b-4d2e-8e4b-000000000001/event/${EVENT_ID}`,
    );
    expect(within(iftar).getByText("Brothers")).toBeInTheDocument();
    expect(within(iftar).getByText(/Ramadan 1448/)).toBeInTheDocument();

    const gala = (await screen.findByRole("heading", { name: "Eid gala" })).closest("li")!;
    expect(within(gala).getByText("Transferred")).toBeInTheDocument();
  });

  it("after a payment, says the order's tickets are on their way and shows them once issued", async () => {
    const answers = [[], [], [aTicket()]];
    stubApi(
      on("GET", "/api/v1/me/tickets", () => json(200, answers.length > 1 ? answers.shift() : answers[0])),
      on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent())),
    );
    renderWithProviders(<MyTicketsPage />, { auth: signedInAs(), path: `/my-tickets?order=${ORDER_ID}` });
    expect(
      await screen.findByText("Your tickets are being issued. They appear here in a moment."),
    ).toBeInTheDocument();
    expect(screen.queryByText("You have no tickets yet.")).not.toBeInTheDocument();
    const iftar = (
      await screen.findByRole(
        "heading",
        { name: "Community iftar" },
        { timeout: 3 * ISSUING_POLL_MS + 5_000 },
      )
    ).closest("li")!;
    expect(
      within(iftar)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Ticket for Amina Yusuf"]);
    expect(screen.queryByText(/Your tickets are being issued/)).not.toBeInTheDocument();
  });

  it("stops asking after a while and says the tickets are taking longer than usual", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let asked = 0;
      stubApi(
        on("GET", "/api/v1/me/tickets", () => {
          asked += 1;
          return json(200, []);
        }),
      );
      renderWithProviders(<MyTicketsPage />, { auth: signedInAs(), path: `/my-tickets?order=${ORDER_ID}` });
      await screen.findByText("Your tickets are being issued. They appear here in a moment.");
      for (let poll = 0; poll < ISSUING_POLLS + 5; poll++) await vi.advanceTimersByTimeAsync(ISSUING_POLL_MS);
      expect(await screen.findByText(/taking longer than usual/)).toBeInTheDocument();
      expect(asked).toBe(ISSUING_POLLS);
      expect(screen.queryByText(/Your tickets are being issued/)).not.toBeInTheDocument();
      expect(screen.queryByText("You have no tickets yet.")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says so when there are none, with the way to find events", async () => {
    stubApi(on("GET", "/api/v1/me/tickets", () => json(200, [])));
    renderWithProviders(<MyTicketsPage />, { auth: signedInAs() });
    expect(await screen.findByText("You have no tickets yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Discover Events" })).toHaveAttribute("href", "/discover-events");
  });
});
