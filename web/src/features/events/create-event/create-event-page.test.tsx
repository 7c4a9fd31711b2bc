import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders } from "../../../test-utils";
import { anEvent, json, ORG_ID, on, stubApi } from "../shared/events.fixtures";
import CreateEventPage from "./create-event-page";

afterEach(() => vi.unstubAllGlobals());

function renderPage(auth = signedInAs({ roles: ["owner"] })) {
  return renderWithProviders(
    <Routes>
      <Route path="/create-event" element={<CreateEventPage />} />
      <Route path="/event/:id" element={<h1>Event page</h1>} />
    </Routes>,
    { auth, path: "/create-event" },
  );
}

describe("the create-event carousel", () => {
  it("walks basics, time and place, tickets and review, then saves a draft with the venue's offset", async () => {
    const user = userEvent.setup();
    const calls = stubApi(on("POST", "/api/v1/events", () => json(201, anEvent())));
    renderPage();

    await user.type(screen.getByLabelText("Title"), "Seerah night");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Step 2 of 4: Time and place" })).toHaveFocus();

    await user.type(screen.getByRole("combobox", { name: "Time zone" }), "Europe/Lond");
    await user.click(await screen.findByTitle("Europe/London"));
    await user.clear(screen.getByLabelText("Start date"));
    await user.type(screen.getByLabelText("Start date"), "2027-07-01");
    await user.type(screen.getByLabelText("Start time"), "19:30");
    await user.clear(screen.getByLabelText("End date"));
    await user.type(screen.getByLabelText("End date"), "2027-07-01");
    await user.type(screen.getByLabelText("End time"), "21:00");
    await user.type(screen.getByLabelText("Venue name"), "Masjid al-Noor");
    await user.type(screen.getByLabelText("Address"), "1 High Street, London");
    await user.type(screen.getByLabelText("Latitude"), "51.5");
    await user.type(screen.getByLabelText("Longitude"), "-0.12");
    await user.click(screen.getByRole("button", { name: "Next" }));

    await screen.findByText("Ticket types are added on the event's tickets page.");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Step 4 of 4: Review" });
    expect(screen.getByText("Seerah night")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create draft" }));

    await screen.findByRole("heading", { name: "Event page" });
    expect(calls[0]!.body).toMatchObject({
      organizationId: ORG_ID,
      title: "Seerah night",
      startsAt: "2027-07-01T19:30:00+01:00",
      endsAt: "2027-07-01T21:00:00+01:00",
      timeZone: "Europe/London",
      venue: { name: "Masjid al-Noor", latitude: 51.5, longitude: -0.12 },
    });
  });

  it("does not move on from a step with a missing title", async () => {
    const user = userEvent.setup();
    stubApi();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Step 1 of 4: Basics" })).toBeInTheDocument();
  });

  it("refuses an end before the start", async () => {
    const user = userEvent.setup();
    stubApi();
    renderPage();
    await user.type(screen.getByLabelText("Title"), "Halaqa");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Step 2 of 4: Time and place" });
    await user.type(screen.getByLabelText("Start time"), "20:00");
    await user.type(screen.getByLabelText("End time"), "19:00");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText("The end must be after the start")).toBeInTheDocument());
  });

  it("tells someone without an organisation where to start", () => {
    stubApi();
    renderPage(signedInAs({ roles: [] }));
    expect(screen.getByText("Join or create an organisation to create events.")).toBeInTheDocument();
  });
});
