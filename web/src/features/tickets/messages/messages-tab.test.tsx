import type { TMemberRole, TTier } from "@mawid/contracts/identity";
import type { TAttendeeEmailJob, TSendAttendeeEmailRequest } from "@mawid/contracts/ticketing";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { ar } from "../../../shared/i18n/messages/ar";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { type Call, EVENT_ID, json, ORG_ID, on, stubApi } from "../../events/shared/events.fixtures";
import { aTicketType, ticketTypes } from "../shared/tickets.fixtures";
import { SENDING_POLL_MS } from "./message-queries";
import { MessagesTab } from "./messages-tab";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const jobsPath = `/api/v1/events/${EVENT_ID}/attendee-emails`;
const BROTHERS_HALL = aTicketType({
  id: "0b7c2c9e-1a1a-4c1e-9d3a-000000000011",
  name: "Brothers' hall",
  section: "brothers",
});
const SISTERS_HALL = aTicketType({
  id: "0b7c2c9e-1a1a-4c1e-9d3a-000000000012",
  name: "Sisters' hall",
  section: "sisters",
});

function aJob(n: number, overrides: Partial<TAttendeeEmailJob> = {}): TAttendeeEmailJob {
  return {
    id: `9c2d0000-5e5e-4f5f-8a7b-00000000000${n}`,
    eventId: EVENT_ID,
    subject: "Parking for the iftar",
    sections: [],
    ticketTypeIds: [],
    recipients: 3,
    queued: 0,
    sent: 3,
    failed: 0,
    status: "done",
    createdAt: "2027-02-18T09:30:00.000Z",
    ...overrides,
  };
}

/**
 * Ticketing as the tab meets it: the event's ticket types and its send jobs; a send queues a new job
 * (`queue` makes it, by default one to 3 people) that the next list shows done.
 */
function ticketing(
  options: {
    jobs?: () => TAttendeeEmailJob[];
    queue?: (request: TSendAttendeeEmailRequest) => TAttendeeEmailJob;
  } = {},
): Call[] {
  const queued: TAttendeeEmailJob[] = [];
  const queue =
    options.queue ??
    ((request: TSendAttendeeEmailRequest) =>
      aJob(9, {
        subject: request.subject,
        sections: request.sections ?? [],
        ticketTypeIds: request.ticketTypeIds ?? [],
        queued: 3,
        sent: 0,
        status: "sending",
        createdAt: "2027-02-19T10:00:00.000Z",
      }));
  return stubApi(
    on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () =>
      json(200, ticketTypes([BROTHERS_HALL, SISTERS_HALL])),
    ),
    on("GET", jobsPath, () => json(200, [...queued, ...(options.jobs?.() ?? [])])),
    // 12 sisters and 2 brothers hold tickets
    on("GET", `${jobsPath}/recipients`, (call) => {
      const sections = call.search.get("sections") || "brothers,sisters";
      const holders = { sisters: 12, brothers: 2 } as Record<string, number>;
      return json(200, { recipients: sections.split(",").reduce((n, s) => n + (holders[s] ?? 0), 0) });
    }),
    on("POST", jobsPath, (call) => {
      const job = queue(call.body as TSendAttendeeEmailRequest);
      queued.unshift({ ...job, queued: 0, sent: job.recipients, status: "done" });
      return json(202, job);
    }),
  );
}

function renderAs(role: TMemberRole, tier: TTier = "organization", locale: "en" | "ar" = "en") {
  const auth = signedInAs({ roles: [role] });
  const membership = auth.me!.organizations[0]!;
  membership.organizationId = ORG_ID;
  membership.tier = tier;
  auth.me!.profile.locale = locale;
  renderWithProviders(<MessagesTab eventId={EVENT_ID} organizationId={ORG_ID} />, { auth });
}

const posts = (calls: Call[]) => calls.filter((c) => c.method === "POST");
/** The open confirmation dialog. */
const dialog = () => screen.findByRole("dialog");
/** One sent message's card, found by its subject. */
const card = (subject: string) => screen.getByRole("heading", { name: subject }).closest("li") as HTMLElement;
/** The closing select list leaves pointer-events: none on the page for a moment in jsdom. */
const user = () => setupUser({ pointerEventsCheck: 0 });

async function write(u: ReturnType<typeof setupUser>, subject: string, body: string) {
  await u.type(await screen.findByLabelText("Subject", {}, { timeout: 5000 }), subject);
  await u.type(screen.getByLabelText("Message"), body);
}

describe("the host's messages to ticket holders", () => {
  it("writes to everyone after a confirmation naming the audience, then says how many it goes to", async () => {
    const u = user();
    const calls = ticketing({ jobs: () => [aJob(1)] });
    renderAs("owner");
    await write(u, "  Doors open at 5  ", "Salaam, doors open at 5pm.");
    expect(screen.getByText("To: Everyone with a ticket")).toBeInTheDocument();
    expect(await screen.findByText("It would reach 14 people now.")).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Send" }));

    const question = await dialog();
    expect(question).toHaveTextContent("Send this e-mail?");
    expect(question).toHaveTextContent("Subject: Doors open at 5");
    expect(question).toHaveTextContent("To: Everyone with a ticket");
    expect(question).toHaveTextContent("It would reach 14 people now.");
    expect(question).toHaveTextContent("Once sent, an e-mail cannot be recalled.");
    expect(posts(calls)).toEqual([]);
    await u.click(within(question).getByRole("button", { name: "Send now" }));

    expect(await screen.findByText("Your message is on its way to 3 people.")).toBeInTheDocument();
    // the contract's trimmed text, and no audience: everyone
    expect(posts(calls).map((c) => c.body)).toEqual([
      { subject: "Doors open at 5", body: "Salaam, doors open at 5pm." },
    ]);
    expect(screen.getByLabelText("Subject")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
    const subjects = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(subjects).toEqual(["Doors open at 5", "Parking for the iftar"]);
  });

  it("narrows to the chosen sections and ticket types, and sends nothing when the host holds back", async () => {
    const u = user();
    const calls = ticketing();
    renderAs("admin");
    await write(u, "Sisters' entrance", "Please use the side door.");
    await u.click(screen.getByLabelText("Sections"));
    await u.click(await screen.findByTitle("Sisters"));
    await u.click(screen.getByLabelText("Ticket types"));
    await u.click(await screen.findByTitle("Sisters' hall · Sisters"));
    const audience = "To: Sections: Sisters · Ticket types: Sisters' hall";
    expect(screen.getByText(audience)).toBeInTheDocument();
    expect(await screen.findByText("It would reach 12 people now.")).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path.endsWith("/recipients"))
        .at(-1)!
        .search.get("ticketTypeIds"),
    ).toBe(SISTERS_HALL.id);

    await u.click(screen.getByRole("button", { name: "Send" }));
    await u.click(within(await dialog()).getByRole("button", { name: "Not yet" }));
    expect(posts(calls)).toEqual([]);

    await u.click(screen.getByRole("button", { name: "Send" }));
    const question = await dialog();
    expect(question).toHaveTextContent(audience);
    await u.click(within(question).getByRole("button", { name: "Send now" }));
    await screen.findByText("Your message is on its way to 3 people.");
    expect(posts(calls).map((c) => c.body)).toEqual([
      {
        subject: "Sisters' entrance",
        body: "Please use the side door.",
        sections: ["sisters"],
        ticketTypeIds: [SISTERS_HALL.id],
      },
    ]);
    expect(card("Sisters' entrance")).toHaveTextContent("Sections: Sisters · Ticket types: Sisters' hall");
  });

  it("shows the contract's messages on the fields and asks nothing until they are right", async () => {
    const u = user();
    const calls = ticketing();
    renderAs("owner");
    await u.type(await screen.findByLabelText("Subject", {}, { timeout: 5000 }), "   ");
    await u.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Enter a subject")).toBeInTheDocument();
    expect(screen.getByText("Write the message")).toBeInTheDocument();

    await u.clear(screen.getByLabelText("Subject"));
    await u.type(screen.getByLabelText("Subject"), "x".repeat(201));
    await u.click(screen.getByLabelText("Message"));
    await u.paste("y".repeat(10_001));
    expect(screen.getByText("10,001 / 10,000")).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("The subject is at most 200 characters")).toBeInTheDocument();
    expect(screen.getByText("The message is at most 10,000 characters")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it("says so when nobody in the audience holds a ticket yet", async () => {
    const u = user();
    ticketing({
      queue: (request) =>
        aJob(8, { subject: request.subject, sections: ["brothers"], recipients: 0, sent: 0 }),
    });
    renderAs("owner");
    await write(u, "Brothers' halaqa", "After Maghrib.");
    await u.click(screen.getByRole("button", { name: "Send" }));
    await u.click(within(await dialog()).getByRole("button", { name: "Send now" }));
    const nobody = "Nobody in this audience holds a ticket yet, so no e-mail was sent.";
    expect(await screen.findByRole("status")).toHaveTextContent(nobody);
    expect(card("Brothers' halaqa")).toHaveTextContent(nobody);
    expect(within(card("Brothers' halaqa")).queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("shows each message going out, asking every 2 seconds until all are done, failures in red", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const answers = [
        aJob(1, { status: "sending", queued: 3, sent: 0 }),
        aJob(1, { status: "sending", queued: 1, sent: 2 }),
        aJob(1, { status: "done", queued: 0, sent: 2, failed: 1 }),
      ];
      let asked = 0;
      const calls = ticketing({ jobs: () => [answers[Math.min(asked++, answers.length - 1)]!] });
      renderAs("owner");
      const gets = () => calls.filter((c) => c.method === "GET" && c.path === jobsPath).length;

      await screen.findByText("0 of 3 sent", {}, { timeout: 5000 });
      expect(card("Parking for the iftar")).toHaveTextContent("Sending");
      await vi.advanceTimersByTimeAsync(SENDING_POLL_MS);
      expect(await screen.findByText("2 of 3 sent")).toBeInTheDocument();
      expect(within(card("Parking for the iftar")).getByRole("progressbar")).toHaveAttribute(
        "aria-valuenow",
        "67",
      );
      await vi.advanceTimersByTimeAsync(SENDING_POLL_MS);
      const failed = await screen.findByText("1 failed");
      expect(failed).toHaveClass("text-error");
      expect(card("Parking for the iftar")).toHaveTextContent("2 of 3 sent1 failedDone");
      expect(within(card("Parking for the iftar")).getByRole("progressbar")).toHaveAttribute(
        "aria-valuenow",
        "100",
      );

      expect(gets()).toBe(3);
      await vi.advanceTimersByTimeAsync(5 * SENDING_POLL_MS);
      expect(gets()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the plan's gate, and asks nothing, where the plan lacks the e-mail service", async () => {
    const calls = ticketing();
    renderAs("owner", "masjid");
    expect(await screen.findByText("Email and text messaging")).toBeInTheDocument();
    expect(screen.getByText("Included in the Organization plan and above.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Subject")).not.toBeInTheDocument();
    expect(screen.queryByText("Sent messages")).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("tells a staff member that writing to ticket holders is for owners and admins", async () => {
    const calls = ticketing();
    renderAs("staff");
    expect(
      await screen.findByText("Only the organisation's owners and admins can write to ticket holders."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Subject")).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("says in words when the service refuses the messages", async () => {
    stubApi(
      on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () => json(200, ticketTypes([BROTHERS_HALL]))),
      on("GET", jobsPath, () =>
        json(403, {
          error: {
            code: "FEATURE_NOT_IN_TIER",
            message: "Your subscription does not include email texting service",
          },
        }),
      ),
    );
    renderAs("owner");
    expect(
      await screen.findByText(
        "Your organisation's subscription does not include this feature.",
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Subject")).not.toBeInTheDocument();
  });

  it("reads in Arabic, right to left", async () => {
    localStorage.setItem("locale", "ar");
    ticketing({ jobs: () => [aJob(1, { sections: ["sisters"] })] });
    renderAs("owner", "organization", "ar");
    expect(await screen.findByText(ar["tk.msg.compose"], {}, { timeout: 5000 })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
    expect(await screen.findByLabelText(ar["tk.msg.subject"])).toBeInTheDocument();
    const job = card("Parking for the iftar");
    expect(job).toHaveTextContent("أُرسلت 3 من 3");
    expect(job).toHaveTextContent(ar["tk.msg.st.done"]);
    expect(job).toHaveTextContent("الأقسام: الأخوات");
  });
});
