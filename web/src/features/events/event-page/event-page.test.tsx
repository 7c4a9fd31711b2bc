import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, ORG_ID, on, stubApi } from "../shared/events.fixtures";
import EventPage from "./event-page";

afterEach(() => vi.unstubAllGlobals());

const prayerDay = {
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

function gateway(event = anEvent(), agenda = true) {
  return stubApi(
    on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, event)),
    on("GET", `/api/v1/events/${EVENT_ID}/sessions`, () =>
      json(200, {
        timeZone: "Europe/London",
        items: agenda
          ? [
              {
                id: "11111111-2222-4333-8444-555555555555",
                title: "Maghrib prayer",
                startsAt: "2027-02-20T17:32:00+00:00",
                endsAt: "2027-02-20T17:50:00+00:00",
                room: "Main hall",
                track: null,
                speakerIds: [],
                kind: "prayer-break",
              },
            ]
          : [],
      }),
    ),
    on("GET", `/api/v1/events/${EVENT_ID}/speakers`, () => json(200, { items: [] })),
    on("GET", "/api/v1/prayer-times", () => json(200, prayerDay)),
    on("POST", `/api/v1/events/${EVENT_ID}/submit`, () =>
      json(200, { ...event, status: "submitted", submittedAt: "2027-01-11T10:00:00+00:00" }),
    ),
  );
}

const renderPage = (auth = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/event/:id" element={<EventPage />} />
    </Routes>,
    { auth, path: `/event/${EVENT_ID}` },
  );

describe("the event page", () => {
  it("shows the day in both calendars, the times on the venue's clock, the agenda and the day's prayer times", async () => {
    const calls = gateway();
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Community iftar" })).toBeInTheDocument();
    expect(screen.getByText("Sat, 20 Feb 2027")).toBeInTheDocument();
    expect(screen.getByText("13 Ramadan 1448 AH")).toBeInTheDocument();
    expect(screen.getByText("17:25–20:00")).toBeInTheDocument();

    const agenda = screen.getByRole("heading", { name: "Agenda" }).closest(".ant-card") as HTMLElement;
    expect(await within(agenda).findByText("17:32–17:50")).toBeInTheDocument();
    expect(within(agenda).getByText("Prayer break")).toBeInTheDocument();

    const prayers = screen
      .getByRole("heading", { name: "Prayer times at the venue" })
      .closest(".ant-card") as HTMLElement;
    expect(await within(prayers).findByText("17:32")).toBeInTheDocument();
    const asked = calls.find((c) => c.path === "/api/v1/prayer-times")!;
    expect(Object.fromEntries(asked.search)).toMatchObject({ date: "2027-02-20", timeZone: "Europe/London" });
  });

  it("counts one view of the page for the host's analytics, naming only the event", async () => {
    const calls = gateway();
    renderPage();
    await screen.findByRole("heading", { level: 1 });
    const views = calls.filter((c) => c.method === "POST" && c.path === "/api/v1/analytics/page-views");
    expect(views.map((c) => c.body)).toEqual([{ eventId: EVENT_ID }]);
  });

  it("moves the Hijri date by the host's offset for its moon sighting", async () => {
    stubApi(
      on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent())),
      on("GET", `/api/v1/organizations/${ORG_ID}/prayer-settings`, () =>
        json(200, {
          organizationId: ORG_ID,
          settings: {
            calculationMethod: "karachi",
            madhab: "hanafi",
            hijriOffsetDays: 1,
            iqamah: {},
            jumuah: [],
          },
          updatedAt: "2027-01-01T00:00:00+00:00",
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText("14 Ramadan 1448 AH")).toBeInTheDocument();
  });

  it("keeps the address and a link to OpenStreetMap whatever the map does", async () => {
    gateway();
    renderPage();
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByText("82-92 Whitechapel Rd, London")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      "href",
      expect.stringContaining("openstreetmap.org/?mlat=51.5175&mlon=-0.0653"),
    );
  });

  it("shows the verified host badge and the moon-sighting note", async () => {
    gateway(anEvent({ hostVerified: true, moonSighting: true, status: "published" }));
    renderPage();
    expect(await screen.findByText("Verified host")).toBeInTheDocument();
    expect(screen.getByText(/depends on the sighting of the moon/)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Host actions" })).toBeNull();
  });

  it("lets a member of the organisation submit a draft", async () => {
    const user = setupUser();
    const calls = gateway();
    const member = signedInAs({ roles: ["owner"] });
    member.me!.organizations[0]!.organizationId = ORG_ID;
    renderPage(member);
    // The host's forms are their own chunk, which a busy machine takes a while to load.
    await user.click(await screen.findByRole("button", { name: "Submit for approval" }));
    expect(await screen.findByText("Awaiting approval")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/submit"))).toBe(true);
    expect(screen.getByRole("link", { name: "Sessions and speakers" })).toHaveAttribute(
      "href",
      `/event/${EVENT_ID}/sessions`,
    );
  });

  it("shows visitors no agenda where the event has none, and its hosts that it has none yet", async () => {
    gateway(anEvent(), false);
    renderPage();
    await screen.findByRole("heading", { name: "Where" });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Agenda" })).toBeNull());
    cleanup();
    const member = signedInAs({ roles: ["owner"] });
    member.me!.organizations[0]!.organizationId = ORG_ID;
    renderPage(member);
    expect(await screen.findByText("No agenda yet.")).toBeInTheDocument();
  });

  it("copies the link where the browser has no share sheet", async () => {
    const user = setupUser();
    gateway();
    renderPage();
    await user.click(await screen.findByRole("button", { name: /Share/ }));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it("keeps a host's English words in their own direction on an Arabic page", async () => {
    gateway(anEvent({ title: "Family night", description: "<p>Open to all, 7pm.</p>" }));
    const auth = signedInAs();
    auth.me!.profile.locale = "ar";
    renderPage(auth);
    // the browser orders each by its own script: "Open to all, 7pm." would otherwise end in ".all"
    const title = await screen.findByRole("heading", { level: 1, name: "Family night" });
    expect(title.querySelector("bdi")).toHaveTextContent("Family night");
    expect(screen.getByText("Open to all, 7pm.").closest("[dir]")).toHaveAttribute("dir", "auto");
    expect((await screen.findByText("Maghrib prayer")).closest("bdi")).not.toBeNull();
  });

  it("says so in the page's language when the event does not exist", async () => {
    stubApi(
      on("GET", `/api/v1/events/${EVENT_ID}`, () =>
        json(404, { error: { code: "NOT_FOUND", message: "x" } }),
      ),
    );
    renderPage();
    expect(await screen.findByText("We could not find what you were looking for.")).toBeInTheDocument();
  });
});
