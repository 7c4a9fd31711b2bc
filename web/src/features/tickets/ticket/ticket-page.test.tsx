import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import { aTicket, TICKET_ID, ticketTypes, aTicketType } from "../shared/tickets.fixtures";
import TicketPage from "./ticket-page";

afterEach(() => vi.unstubAllGlobals());

const NEW_ID = "5d0e8a52-2b2b-4d2e-8e4b-0000000000ff";

function gateway(ticket = aTicket()) {
  return stubApi(
    on("GET", "/api/v1/me/tickets", () => json(200, [ticket])),
    on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
    on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () =>
      json(200, {
        ...ticketTypes([aTicketType()]),
        sections: [
          { section: "sisters", capacity: 80, entrance: "Sisters' door, Fieldgate St", available: 10 },
        ],
      }),
    ),
    on("POST", `/api/v1/tickets/${TICKET_ID}/transfer`, (call) =>
      json(
        201,
        aTicket({ id: NEW_ID, attendeeName: (call.body as { name: string }).name, qr: "B".repeat(147) }),
      ),
    ),
  );
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/ticket/:ticketId/event/:eventId" element={<TicketPage />} />
      <Route path="/my-tickets" element={<p>My tickets list</p>} />
    </Routes>,
    { auth: signedInAs(), path: `/ticket/${TICKET_ID}/event/${EVENT_ID}` },
  );

describe("a ticket", () => {
  it("shows its QR code on white, both dates, the section and its entrance, and a calendar link", async () => {
    gateway();
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Community iftar" })).toBeInTheDocument();
    const qr = await screen.findByRole("img", { name: "QR code of the ticket for Amina Yusuf" });
    expect(qr.querySelector("rect")).toHaveAttribute("fill", "#fff");
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M4 4\.5h7/);
    expect(screen.getByText("Sisters")).toBeInTheDocument();
    expect(await screen.findByText("Sisters' door, Fieldgate St")).toBeInTheDocument();
    expect(screen.getByText(/Ramadan 1448/)).toBeInTheDocument();
    expect(screen.getByText(/20 Feb 2027/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      `/api/v1/events/${EVENT_ID}/calendar.ics`,
    );
    expect(screen.getByRole("button", { name: "Print or save as PDF" })).toBeInTheDocument();
  });

  it("hides the QR code of a ticket that was passed on", async () => {
    gateway(aTicket({ status: "transferred" }));
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("This ticket was transferred");
    expect(screen.queryByRole("img", { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Transfer ticket" })).not.toBeInTheDocument();
  });

  it("transfers to another person and opens the new ticket", async () => {
    const user = setupUser();
    const calls = gateway();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Transfer ticket" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("New attendee's name"), "Khadija Omar");
    await user.click(within(dialog).getByRole("button", { name: "Transfer" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Khadija Omar" }),
    );
  });
});
