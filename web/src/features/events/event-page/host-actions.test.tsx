import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, ORG_ID, on, stubApi } from "../shared/events.fixtures";
import EventPage from "./event-page";

afterEach(() => vi.unstubAllGlobals());

function gateway(event = anEvent()) {
  return stubApi(
    on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, event)),
    on("GET", /\/(sessions|speakers)$/, () => json(200, { timeZone: event.timeZone, items: [] })),
    on("PATCH", `/api/v1/events/${EVENT_ID}`, (call) => json(200, { ...event, ...(call.body as object) })),
    on("POST", `/api/v1/events/${EVENT_ID}/cancel`, (call) =>
      json(200, {
        ...event,
        status: "cancelled",
        cancellationReason: (call.body as { reason: string }).reason,
      }),
    ),
  );
}

/** The host's forms are their own chunk, which a busy machine takes a while to load. */
function renderAsOwner() {
  const owner = signedInAs({ roles: ["owner"] });
  owner.me!.organizations[0]!.organizationId = ORG_ID;
  renderWithProviders(
    <Routes>
      <Route path="/event/:id" element={<EventPage />} />
    </Routes>,
    { auth: owner, path: `/event/${EVENT_ID}` },
  );
}

describe("the host's actions on the event page", () => {
  it("edits the basics and sends only what changed", async () => {
    const user = setupUser();
    const calls = gateway();
    renderAsOwner();
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const drawer = await screen.findByRole("dialog");
    const title = within(drawer).getByLabelText("Title");
    await user.clear(title);
    await user.type(title, "Family iftar");
    await user.click(within(drawer).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Family iftar" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({ title: "Family iftar" });
  });

  it("moves the event's times and place, sending both times and the whole venue", async () => {
    const user = setupUser();
    const calls = gateway();
    renderAsOwner();
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const drawer = await screen.findByRole("dialog");
    const startTime = within(drawer).getByLabelText("Start time");
    expect(startTime).toHaveValue("17:25");
    await user.clear(startTime);
    await user.type(startTime, "18:00");
    const venueName = within(drawer).getByLabelText("Venue name");
    await user.clear(venueName);
    await user.type(venueName, "Brick Lane Mosque");
    await user.click(within(drawer).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
        startsAt: "2027-02-20T18:00:00+00:00",
        endsAt: "2027-02-20T20:00:00+00:00",
        venue: {
          name: "Brick Lane Mosque",
          address: "82-92 Whitechapel Rd, London",
          latitude: 51.5175,
          longitude: -0.0653,
        },
      }),
    );
  });

  it("cancels a published event only with a reason, and shows it", async () => {
    const user = setupUser();
    const calls = gateway(anEvent({ status: "published" }));
    renderAsOwner();
    await user.click(await screen.findByRole("button", { name: "Cancel event" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel event" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel event" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Reason"), "The hall flooded");
    await user.click(within(dialog).getByRole("button", { name: "Cancel event" }));
    expect(await screen.findByText("Cancelled: The hall flooded")).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith("/cancel"))).toHaveLength(1));
  });
});
