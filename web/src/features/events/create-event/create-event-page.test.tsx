import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
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
    const user = setupUser();
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
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      organizationId: ORG_ID,
      title: "Seerah night",
      startsAt: "2027-07-01T19:30:00+01:00",
      endsAt: "2027-07-01T21:00:00+01:00",
      timeZone: "Europe/London",
      venue: { name: "Masjid al-Noor", latitude: 51.5, longitude: -0.12 },
    });
  });

  it("fills the place from a saved venue, and keeps a new one when asked", async () => {
    const user = setupUser();
    const hall = {
      id: "0b6f1a3e-2222-4c1d-9e8f-000000000001",
      organizationId: ORG_ID,
      name: "Main prayer hall",
      address: "1 Whitechapel Road",
      latitude: 51.5176,
      longitude: -0.0657,
      timeZone: "Europe/London",
      capacity: null,
      facilities: [],
    };
    const calls = stubApi(
      on("GET", `/api/v1/organizations/${ORG_ID}/venues`, () => json(200, { items: [hall] })),
      on("POST", `/api/v1/organizations/${ORG_ID}/venues`, () =>
        json(201, { ...hall, id: "0b6f1a3e-2222-4c1d-9e8f-000000000002" }),
      ),
      on("POST", "/api/v1/events", () => json(201, anEvent())),
    );
    renderPage();
    await user.type(screen.getByLabelText("Title"), "Seerah night");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Step 2 of 4: Time and place" });
    await user.click(await screen.findByRole("combobox", { name: "Saved venue" }));
    await user.click(await screen.findByTitle("Main prayer hall · 1 Whitechapel Road"));
    expect(screen.getByLabelText("Venue name")).toHaveValue("Main prayer hall");
    expect(screen.getByLabelText("Address")).toHaveValue("1 Whitechapel Road");
    expect(screen.queryByRole("checkbox", { name: "Save this venue for next time" })).toBeNull();

    await user.clear(screen.getByLabelText("Venue name"));
    await user.type(screen.getByLabelText("Venue name"), "Community annex");
    await user.click(
      screen.getByLabelText("Saved venue").closest(".ant-select")!.querySelector(".ant-select-clear")!,
    );
    await user.click(await screen.findByRole("checkbox", { name: "Save this venue for next time" }));
    await user.type(screen.getByLabelText("Start time"), "19:30");
    await user.type(screen.getByLabelText("End time"), "21:00");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Create draft" }));

    await screen.findByRole("heading", { name: "Event page" });
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/v1/events")!.body).toMatchObject({
      venue: { name: "Community annex", address: "1 Whitechapel Road", latitude: 51.5176 },
    });
    expect(calls.find((c) => c.method === "POST" && c.path.endsWith("/venues"))!.body).toEqual({
      name: "Community annex",
      address: "1 Whitechapel Road",
      latitude: 51.5176,
      longitude: -0.0657,
      timeZone: "Europe/London",
    });
  });

  it("does not move on from a step with a missing title", async () => {
    const user = setupUser();
    stubApi();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Step 1 of 4: Basics" })).toBeInTheDocument();
  });

  it("refuses an end before the start", async () => {
    const user = setupUser();
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
