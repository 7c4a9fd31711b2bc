import type { TMemberRole } from "@mawid/contracts/identity";
import type { TReminderSettings, TReminderView } from "@mawid/contracts/ticketing";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, ORG_ID, on, stubApi } from "../../events/shared/events.fixtures";
import { ReminderCard } from "./reminder-card";

/* The event starts 2027-02-20 17:25 UTC (17:25 in London, 22:25 in Karachi); it is now mid-January. */
const START = Date.parse(anEvent().startsAt);
const reminderPath = `/api/v1/events/${EVENT_ID}/reminder`;
const hoursBefore = (hours: number) => new Date(START - hours * 3_600_000).toISOString();

/** What an event nobody set answers: on, a day before, no note. */
const DEFAULT_VIEW: TReminderView = {
  eventId: EVENT_ID,
  enabled: true,
  hoursBefore: 24,
  note: "",
  dueAt: hoursBefore(24),
  sentAt: null,
  recipients: null,
};

/** Ticketing's reminder: PUT replaces the settings and answers with the new due time, as the service does. */
function ticketing(initial: Partial<TReminderView> = {}) {
  let view: TReminderView = { ...DEFAULT_VIEW, ...initial };
  return stubApi(
    on("GET", reminderPath, () => json(200, view)),
    on("PUT", reminderPath, (call) => {
      const settings = call.body as Required<TReminderSettings>;
      const pending = settings.enabled && view.sentAt === null;
      view = { ...view, ...settings, dueAt: pending ? hoursBefore(settings.hoursBefore) : null };
      return json(200, view);
    }),
  );
}

function renderAs(role: TMemberRole, timeZone = "Europe/London", startsAt = anEvent().startsAt) {
  const auth = signedInAs({ roles: [role] });
  auth.me!.organizations[0]!.organizationId = ORG_ID;
  renderWithProviders(<ReminderCard eventId={EVENT_ID} startsAt={startsAt} timeZone={timeZone} />, {
    auth,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-01-15T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const puts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === "PUT");
const save = () => screen.getByRole("button", { name: "Save reminder" });

describe("the event's reminder e-mail, for its organisation", () => {
  it("an owner sends it two days before, with a note, trimmed", async () => {
    const user = setupUser();
    const calls = ticketing();
    renderAs("owner");
    expect(
      await screen.findByText("Goes to every ticket holder on Friday 19 February, 17:25."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "How long before the start" }));
    await user.click(await screen.findByTitle("48 h (two days)"));
    const note = screen.getByLabelText("A note for ticket holders (optional)");
    await user.type(note, "  Park behind the hall; sisters' entrance on Vallance Road.  ");
    await user.click(save());

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      enabled: true,
      hoursBefore: 48,
      note: "Park behind the hall; sisters' entrance on Vallance Road.",
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Reminder saved.");
    expect(
      screen.getByText("Goes to every ticket holder on Thursday 18 February, 17:25."),
    ).toBeInTheDocument();
    expect(note).toHaveValue("Park behind the hall; sisters' entrance on Vallance Road.");
  });

  it("staff turn it off, keeping its time for when it is turned on again", async () => {
    const user = setupUser();
    const calls = ticketing({ hoursBefore: 6, dueAt: hoursBefore(6) });
    renderAs("staff");
    const toggle = await screen.findByRole("switch", { name: "Send a reminder before the event" });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(screen.queryByRole("combobox", { name: "How long before the start" })).not.toBeInTheDocument();
    await user.click(save());

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ enabled: false, hoursBefore: 6, note: "" });
    expect(await screen.findByText("Off: ticket holders get no reminder.")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Send a reminder before the event" })).not.toBeChecked();
  });

  it("keeps a time set outside its choices on offer", async () => {
    const user = setupUser();
    const calls = ticketing({ hoursBefore: 12, dueAt: hoursBefore(12), note: "Bring a prayer mat." });
    renderAs("admin");
    expect(await screen.findByTitle("12 h")).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ enabled: true, hoursBefore: 12, note: "Bring a prayer mat." });
  });

  it("tells when it goes on the event's clock, not the reader's", async () => {
    ticketing();
    renderAs("owner", "Asia/Karachi");
    expect(
      await screen.findByText("Goes to every ticket holder on Friday 19 February, 22:25."),
    ).toBeInTheDocument();
  });

  it.each([
    [120, "Sent to 120 people on Friday 19 February, 22:25."],
    [1, "Sent to 1 person on Friday 19 February, 22:25."],
  ])(
    "once sent to %i, says to how many and when, and that it will not go again",
    async (recipients, line) => {
      const calls = ticketing({ dueAt: null, sentAt: "2027-02-19T17:25:40Z", recipients });
      renderAs("owner", "Asia/Karachi");
      expect(await screen.findByText(line)).toBeInTheDocument();
      expect(
        screen.getByText(
          "Ticket holders have been reminded, and a reminder goes only once: changing these settings no longer changes anything for this event.",
        ),
      ).toBeInTheDocument();
      const user = setupUser();
      await user.click(save());
      await waitFor(() => expect(puts(calls)).toHaveLength(1));
      expect(await screen.findByText(line)).toBeInTheDocument();
    },
  );

  it("says it is going out when its time has come and it has not gone yet", async () => {
    ticketing({ dueAt: "2027-01-15T09:59:00Z" });
    renderAs("owner");
    expect(await screen.findByText("Going out now.")).toBeInTheDocument();
  });

  it("says it was never sent when the event started before its time came", async () => {
    ticketing({ dueAt: "2027-01-15T08:00:00Z" });
    renderAs("owner", "Europe/London", "2027-01-15T09:00:00Z");
    expect(
      await screen.findByText(
        "Not sent: the event started before its time came, and a reminder never goes after the start.",
      ),
    ).toBeInTheDocument();
  });

  it("refuses a note over 1,000 characters with the contract's words, sending nothing", async () => {
    const user = setupUser();
    const calls = ticketing();
    renderAs("owner");
    await user.click(await screen.findByLabelText("A note for ticket holders (optional)"));
    await user.paste("x".repeat(1001));
    await user.click(save());
    expect(await screen.findByText("Keep the note to 1,000 characters")).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("shows the service's refusal of a field on that field", async () => {
    const user = setupUser();
    const refusal = "Keep the note to 1,000 characters";
    stubApi(
      on("GET", reminderPath, () => json(200, DEFAULT_VIEW)),
      on("PUT", reminderPath, () =>
        json(400, { error: { code: "VALIDATION_FAILED", message: refusal, fields: { note: refusal } } }),
      ),
    );
    renderAs("owner");
    await user.type(await screen.findByLabelText("A note for ticket holders (optional)"), "Gate B");
    await user.click(save());
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("says so when the reminder cannot be read", async () => {
    stubApi(on("GET", reminderPath, () => json(503, { error: { code: "UNAVAILABLE", message: "down" } })));
    renderAs("owner");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the reminder");
    expect(screen.queryByRole("button", { name: "Save reminder" })).not.toBeInTheDocument();
  });

  it("tells a scanner they may not see it", async () => {
    stubApi(
      on("GET", reminderPath, () =>
        json(403, { error: { code: "INSUFFICIENT_ROLE", message: "Organisers only" } }),
      ),
    );
    renderAs("scanner");
    expect(await screen.findByRole("alert")).toHaveTextContent("You are not allowed to do this.");
    expect(screen.queryByRole("button", { name: "Save reminder" })).not.toBeInTheDocument();
  });
});
