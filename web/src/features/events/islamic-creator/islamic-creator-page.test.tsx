import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, type Call, json, on, stubApi } from "../shared/events.fixtures";
import IslamicCreatorPage from "./islamic-creator-page";

afterEach(() => vi.unstubAllGlobals());

const london = {
  date: "2027-02-20",
  timeZone: "Europe/London",
  method: "muslim_world_league",
  madhab: "shafi",
  times: {
    fajr: "2027-02-20T05:21:00+00:00",
    sunrise: "2027-02-20T07:04:00+00:00",
    dhuhr: "2027-02-20T12:20:00+00:00",
    asr: "2027-02-20T14:57:00+00:00",
    maghrib: "2027-02-20T17:32:00+00:00",
    isha: "2027-02-20T19:03:00+00:00",
  },
};

const NIGHTS = ["eeeeeeee-0000-4000-8000-000000000001", "eeeeeeee-0000-4000-8000-000000000002"];

function gateway() {
  const created = anEvent();
  return stubApi(
    on("GET", /\/prayer-settings$/, () => json(404, { error: { code: "NOT_FOUND", message: "none" } })),
    on("GET", "/api/v1/prayer-times", () => json(200, london)),
    on("POST", "/api/v1/events", (call) => json(201, { ...created, ...(call.body as object) })),
    on("POST", /\/sessions$/, (call) =>
      json(201, {
        id: crypto.randomUUID(),
        room: null,
        track: null,
        speakerIds: [],
        ...(call.body as object),
      }),
    ),
    on("POST", /\/series$/, (call) =>
      json(201, {
        id: crypto.randomUUID(),
        organizationId: created.organizationId,
        firstEventId: created.id,
        ...(call.body as object),
        occurrences: [created.id, ...NIGHTS].map((eventId) => ({
          eventId,
          startsAt: created.startsAt,
          endsAt: created.endsAt,
        })),
        createdAt: created.createdAt,
      }),
    ),
    on("POST", /\/submit$/, () => json(200, { ...created, status: "submitted" })),
  );
}

async function iftarInLondon(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Community iftar" }));
  await user.type(screen.getByRole("combobox", { name: "Time zone" }), "Europe/Lond");
  await user.click(await screen.findByTitle("Europe/London"));
  await user.clear(screen.getByLabelText("Date"));
  await user.paste("2027-02-20");
  // pasted, not typed: each keystroke re-renders the whole form, and what is tested is the result
  for (const [label, text] of [
    ["Venue name", "East London Mosque"],
    ["Address", "82-92 Whitechapel Rd"],
    ["Latitude", "51.5175"],
    ["Longitude", "-0.0653"],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/create-islamic-event" element={<IslamicCreatorPage />} />
      <Route path="/event/:id" element={<h1>Event page</h1>} />
    </Routes>,
    { auth: signedInAs({ roles: ["admin"] }), path: "/create-islamic-event" },
  );

// each test types a whole event into antd's forms, which takes over 30 s when other workspaces test at once
describe("the Islamic event creator", { timeout: 120_000 }, () => {
  it("starts an iftar 20 minutes before that day's Maghrib at the venue, beside the Hijri date", async () => {
    const user = setupUser();
    gateway();
    renderPage();
    await iftarInLondon(user);
    expect(await screen.findByText("13 Ramadan 1448 AH")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("start-computed")).toHaveTextContent("20 minutes before Maghrib: 17:12"),
    );
    expect(screen.getByTestId("end-computed")).toHaveTextContent("19:42");
    const prayers = screen
      .getByRole("heading", { name: "Prayer times at the venue" })
      .closest(".ant-card") as HTMLElement;
    expect(within(prayers).getByText("17:32")).toBeInTheDocument();
  });

  it("creates the event with the template's agenda and submits it", async () => {
    const user = setupUser();
    const calls = gateway();
    renderPage();
    await iftarInLondon(user);
    await waitFor(() => expect(screen.getByTestId("start-computed")).toHaveTextContent("17:12"));
    await user.click(screen.getByRole("button", { name: "Create and submit" }));
    await screen.findByRole("heading", { name: "Event page" });

    const [create, ...rest] = calls.filter((c: Call) => c.method === "POST");
    expect(create!.body).toMatchObject({
      title: "Community iftar",
      category: "iftar",
      startsAt: "2027-02-20T17:12:00+00:00",
      endsAt: "2027-02-20T19:42:00+00:00",
      timeZone: "Europe/London",
      photoPolicy: "no-sisters",
      venue: { latitude: 51.5175, longitude: -0.0653 },
    });
    const sessions = rest
      .filter((c) => c.path.endsWith("/sessions"))
      .map((c) => c.body as { title: string; startsAt: string });
    expect(sessions).toContainEqual(
      expect.objectContaining({ title: "Maghrib prayer", startsAt: "2027-02-20T17:37:00+00:00" }),
    );
    expect(rest.at(-1)!.path).toMatch(/\/submit$/);
  });

  it("repeats an iftar every night, each night by its own Maghrib, and submits every night", async () => {
    const user = setupUser();
    const calls = gateway();
    renderPage();
    await iftarInLondon(user);
    await user.click(screen.getByRole("combobox", { name: "Repeat" }));
    await user.click(await screen.findByTitle("Every night (Ramadan)"));
    const count = await screen.findByLabelText("How many more times");
    await user.clear(count);
    await user.type(count, "2");
    expect(screen.getByText("Each occurrence starts by that day's prayer time.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("start-computed")).toHaveTextContent("17:12"));
    await user.click(screen.getByRole("button", { name: "Create and submit" }));
    await screen.findByRole("heading", { name: "Event page" });

    expect(calls.find((c) => c.path.endsWith("/series"))!.body).toEqual({
      recurrence: { kind: "dates", dates: ["2027-02-21", "2027-02-22"] },
      startRelativeTo: { prayer: "maghrib", offsetMinutes: -20 },
    });
    const submitted = calls.filter((c) => c.path.endsWith("/submit")).map((c) => c.path.split("/")[4]);
    expect(submitted).toEqual([expect.any(String), ...NIGHTS]);
  });

  it("sets a start relative to another prayer and shows its clock time", async () => {
    const user = setupUser();
    gateway();
    renderPage();
    await iftarInLondon(user);
    const start = screen.getByRole("group", { name: "Starts" });
    await user.click(within(start).getByRole("combobox", { name: "Before or after" }));
    await user.click(await screen.findByTitle("after"));
    await user.click(within(start).getByRole("combobox", { name: "Relative to" }));
    await user.click(await screen.findByTitle("Isha"));
    await waitFor(() =>
      expect(screen.getByTestId("start-computed")).toHaveTextContent("20 minutes after Isha: 19:23"),
    );
  });

  it("plans volunteers per door from the expected attendance, by rules the host can change", async () => {
    const user = setupUser();
    gateway();
    renderPage();
    await iftarInLondon(user);
    const volunteers = screen.getByTestId("plan-volunteers");
    expect(volunteers).toHaveTextContent("Volunteers at each door: 3 volunteers × 2");
    await user.clear(screen.getByLabelText("Expected attendance"));
    await user.type(screen.getByLabelText("Expected attendance"), "300");
    await waitFor(() => expect(volunteers).toHaveTextContent("Volunteers at each door: 6 volunteers × 2"));
    await user.click(screen.getByRole("button", { name: "Rules" }));
    const per = await screen.findByLabelText("Volunteers at each door: Per attendees");
    await user.clear(per);
    await user.type(per, "100");
    await waitFor(() => expect(volunteers).toHaveTextContent("Volunteers at each door: 3 volunteers × 2"));
  });
});
