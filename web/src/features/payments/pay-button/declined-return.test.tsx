import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders } from "../../../test-utils";
import { anEvent, EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import RegisterEventPage from "../../tickets/register/register-event-page";
import { aTicketType, ticketTypes } from "../../tickets/shared/tickets.fixtures";
import { ORDER } from "../shared/payments.fixtures";

describe("coming back from a declined checkout", () => {
  it("shows the held order again, says nothing was charged, and offers Pay", async () => {
    stubApi(
      on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
      on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () => json(200, ticketTypes([aTicketType()]))),
      on("GET", `/api/v1/orders/${ORDER.id}`, () => json(200, ORDER)),
    );
    renderWithProviders(
      <Routes>
        <Route path="/register-event/:id" element={<RegisterEventPage />} />
      </Routes>,
      { auth: signedInAs(), path: `/register-event/${EVENT_ID}?order=${ORDER.id}&payment=declined` },
    );
    expect(await screen.findByText("Payment declined")).toBeInTheDocument();
    expect(screen.getByText("Nothing was charged. You can try again.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your seats are held" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay £43.00" })).toBeEnabled();
  });
});
