import type { TSession, TSpeaker } from "@mawid/contracts/events";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, on, stubApi } from "../shared/events.fixtures";
import SessionsPage from "./sessions-page";

afterEach(() => vi.unstubAllGlobals());

/** The event's agenda as the service keeps it, changed by the page's requests. */
function gateway() {
  const sessions: TSession[] = [];
  const speakers: TSpeaker[] = [];
  const base = `/api/v1/events/${EVENT_ID}`;
  const calls = stubApi(
    on("GET", base, () => json(200, anEvent({ timeZone: "Asia/Karachi" }))),
    on("GET", `${base}/sessions`, () => json(200, { timeZone: "Asia/Karachi", items: sessions })),
    on("GET", `${base}/speakers`, () => json(200, { items: speakers })),
    on("POST", `${base}/speakers`, (call) => {
      const speaker = { id: crypto.randomUUID(), ...(call.body as Omit<TSpeaker, "id">) };
      speakers.push(speaker);
      return json(201, speaker);
    }),
    on("POST", `${base}/sessions`, (call) => {
      const session = { id: crypto.randomUUID(), ...(call.body as Omit<TSession, "id">) };
      sessions.push(session);
      return json(201, session);
    }),
    on("DELETE", /\/sessions\//, () => {
      sessions.pop();
      return new Response(null, { status: 204 });
    }),
  );
  return calls;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/event/:id/sessions" element={<SessionsPage />} />
    </Routes>,
    { auth: signedInAs({ roles: ["owner"] }), path: `/event/${EVENT_ID}/sessions` },
  );

describe("the sessions and speakers manager", () => {
  it("adds a speaker with no photo unless one is given, then a session on the event's clock", async () => {
    const user = setupUser();
    const calls = gateway();
    renderPage();
    await user.type(await screen.findByLabelText("Name"), "Shaykh Yusuf");
    await user.click(screen.getByRole("button", { name: "Add speaker" }));
    expect(await screen.findByText("Shaykh Yusuf")).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith("/speakers") && c.method === "POST")!.body).toEqual({
      name: "Shaykh Yusuf",
      bio: null,
      photoUrl: null,
    });

    await user.type(screen.getByLabelText("Title"), "Tafsir of Surah al-Kahf");
    await user.clear(screen.getByLabelText("Date"));
    await user.type(screen.getByLabelText("Date"), "2027-02-20");
    await user.type(screen.getByLabelText("Start time"), "20:00");
    await user.type(screen.getByLabelText("End time"), "21:00");
    await user.click(screen.getByRole("combobox", { name: "Speakers" }));
    await user.click(await screen.findByTitle("Shaykh Yusuf"));
    await user.click(screen.getByRole("button", { name: "Add session" }));

    expect(await screen.findByText("Tafsir of Surah al-Kahf")).toBeInTheDocument();
    const added = calls.find((c) => c.path.endsWith("/sessions") && c.method === "POST")!.body;
    expect(added).toMatchObject({
      startsAt: "2027-02-20T20:00:00+05:00",
      endsAt: "2027-02-20T21:00:00+05:00",
      kind: "talk",
    });
    expect(screen.getByText(/Shaykh Yusuf$/, { selector: ".agenda-list span" })).toBeInTheDocument();
  });

  it("refuses a session that ends before it starts, and removes one", async () => {
    const user = setupUser();
    const calls = gateway();
    renderPage();
    await user.type(await screen.findByLabelText("Title"), "Maghrib");
    await user.type(screen.getByLabelText("Start time"), "18:00");
    await user.type(screen.getByLabelText("End time"), "17:00");
    await user.click(screen.getByRole("button", { name: "Add session" }));
    expect(await screen.findByText("The end must be after the start")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("End time"));
    await user.type(screen.getByLabelText("End time"), "18:20");
    await user.click(screen.getByLabelText("Prayer break"));
    await user.click(screen.getByRole("button", { name: "Add session" }));
    await user.click(await screen.findByRole("button", { name: /Delete: Maghrib/ }));
    await waitFor(() => expect(screen.getByText("No sessions yet.")).toBeInTheDocument());
    expect(calls.find((c) => c.path.endsWith("/sessions") && c.method === "POST")!.body).toMatchObject({
      kind: "prayer-break",
    });
  });
});
