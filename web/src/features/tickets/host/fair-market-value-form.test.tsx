import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import { aTicketType } from "../shared/tickets.fixtures";
import { FairMarketValueForm } from "./fair-market-value-form";

const gala = aTicketType({
  id: "8e0f0000-4d4d-4e4f-8a6b-000000000001",
  name: "Gala dinner",
  price: 15000,
  currency: "USD",
});
const free = aTicketType({ id: "8e0f0000-4d4d-4e4f-8a6b-000000000002", name: "Children", price: 0 });
const values = `/api/v1/events/${EVENT_ID}/ticket-types/fair-market-values`;
const put = `/api/v1/events/${EVENT_ID}/ticket-types/${gala.id}/fair-market-value`;

describe("the fair-market value of a ticket's benefit", () => {
  it("saves a priced type's value in minor units", async () => {
    // the closing select list leaves pointer-events: none on the page for a moment in jsdom
    const user = setupUser({ pointerEventsCheck: 0 });
    const calls = stubApi(
      on("GET", values, () => json(200, { items: [] })),
      on("PUT", put, () => json(200, { ticketTypeId: gala.id, fairMarketValue: 6000, currency: "USD" })),
    );
    renderWithProviders(<FairMarketValueForm eventId={EVENT_ID} types={[gala, free]} />, {
      auth: signedInAs(),
    });
    await user.click(await screen.findByLabelText("Ticket type"));
    expect(screen.queryByTitle("Children")).not.toBeInTheDocument();
    await user.click(await screen.findByTitle("Gala dinner"));
    await user.type(screen.getByLabelText("Value of one ticket's benefit (USD)"), "60");
    await user.click(screen.getByRole("button", { name: "Save value" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ fairMarketValue: 6000 });
  });

  it("shows the service's refusal of a value above the price on the field", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const tooHigh = "Fair-market value cannot be more than the ticket's price";
    stubApi(
      on("GET", values, () =>
        json(200, { items: [{ ticketTypeId: gala.id, fairMarketValue: 6000, currency: "USD" }] }),
      ),
      on("PUT", put, () =>
        json(400, {
          error: { code: "VALIDATION_FAILED", message: tooHigh, fields: { fairMarketValue: tooHigh } },
        }),
      ),
    );
    renderWithProviders(<FairMarketValueForm eventId={EVENT_ID} types={[gala]} />, { auth: signedInAs() });
    await user.click(await screen.findByLabelText("Ticket type"));
    await user.click(await screen.findByTitle(/^Gala dinner · /));
    const field = screen.getByLabelText("Value of one ticket's benefit (USD)");
    await waitFor(() => expect(field).toHaveValue("60.00"));
    await user.clear(field);
    await user.type(field, "200");
    await user.click(screen.getByRole("button", { name: "Save value" }));
    expect(await screen.findByText(tooHigh)).toBeInTheDocument();
  });
});
