import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, on, stubApi } from "../shared/events.fixtures";
import CloneEventPage from "./clone-event-page";

afterEach(() => vi.unstubAllGlobals());

const COPY_ID = "cccccccc-0000-4000-8000-000000000001";

describe("cloning an event", () => {
  it("offers the same times a week later and creates a draft with the agenda, then opens it", async () => {
    const user = setupUser();
    const calls = stubApi(
      on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent())),
      on("POST", `/api/v1/events/${EVENT_ID}/clone`, () =>
        json(201, anEvent({ id: COPY_ID, title: "Copy" })),
      ),
    );
    renderWithProviders(
      <Routes>
        <Route path="/clone-event/:eventId" element={<CloneEventPage />} />
        <Route path="/event/:id" element={<h1>Event page</h1>} />
      </Routes>,
      { auth: signedInAs({ roles: ["owner"] }), path: `/clone-event/${EVENT_ID}` },
    );
    expect(await screen.findByText("A new draft of Community iftar with new dates.")).toBeInTheDocument();
    expect(screen.getByLabelText("Start date")).toHaveValue("2027-02-27");
    expect(screen.getByLabelText("Start time")).toHaveValue("17:25");

    await user.clear(screen.getByLabelText("Start date"));
    await user.type(screen.getByLabelText("Start date"), "2027-03-06");
    await user.clear(screen.getByLabelText("End date"));
    await user.type(screen.getByLabelText("End date"), "2027-03-06");
    await user.click(screen.getByRole("button", { name: "Create the copy" }));

    await screen.findByRole("heading", { name: "Event page" });
    expect(calls.at(-1)!.body).toEqual({
      startsAt: "2027-03-06T17:25:00+00:00",
      endsAt: "2027-03-06T20:00:00+00:00",
      includeSessions: true,
      includeSpeakers: true,
    });
  });
});
