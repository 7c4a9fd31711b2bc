import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../test-utils";
import { aDashboard, donationsOf } from "../analytics/analytics.fixtures";
import { aListing, anEvent, json, on, pageOf, stubApi } from "../events/shared/events.fixtures";
import DashboardPage from "./dashboard-page";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const GALA = "eeeeeeee-0000-4000-8000-000000000001";
const TALK = "eeeeeeee-0000-4000-8000-000000000002";
const BBQ = "eeeeeeee-0000-4000-8000-000000000003";
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Someone waiting to hear whether the team takes them on. */
const asking = (n: number) => ({
  id: `5f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a3${n}`,
  organizationId: "7d1e9c7a-1111-4a2b-8c3d-000000000000",
  userId: `6f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a3${n}`,
  displayName: `Volunteer ${n}`,
  email: `volunteer${n}@example.com`,
  message: "",
  requestedAt: "2026-11-29T18:00:00.000Z",
});

const card = async (heading: string) =>
  (await screen.findByRole("heading", { name: heading })).closest(".ant-card") as HTMLElement;

/** What every signed-in dashboard asks besides the host's figures: tickets, follows, discovery. */
const attendeeRoutes = [
  on("GET", "/api/v1/me/tickets", () => json(200, [])),
  on("GET", "/api/v1/follows", () => json(200, { items: [] })),
  on("GET", "/api/v1/discover", () => json(200, pageOf([]))),
  on("GET", /\/api\/v1\/organizations\/[^/]+\/events$/, () => json(200, pageOf([]))),
];

describe("the masjid management dashboard", () => {
  it("shows sales by section, today's check-ins, this month's gifts by fund and what needs doing, with links", async () => {
    const host = signedInAs({ roles: ["owner", "staff"] });
    const [first, second] = host.me!.organizations;
    const calls = stubApi(
      on("GET", `/api/v1/analytics/organizations/${first!.organizationId}/dashboard`, () =>
        json(
          200,
          aDashboard({
            upcoming: [
              {
                eventId: GALA,
                title: "Eid gala",
                startsAt: at(10),
                status: "published",
                sold: 3,
                capacity: 100,
                bySection: [
                  { section: "brothers", sold: 2, capacity: 50 },
                  { section: "sisters", sold: 1, capacity: 50 },
                ],
              },
            ],
            checkInsToday: [{ eventId: TALK, title: "Jumu'ah talk", checkedIn: 2, sold: 3 }],
            donationsThisMonth: [
              {
                currency: "GBP",
                byFund: donationsOf({ zakat: 5000, sadaqah: 1250, "building-fund": 300 }),
              },
            ],
            todo: [
              { kind: "awaiting_approval", eventId: GALA, title: "Eid gala", due: at(10) },
              {
                kind: "verification_not_requested",
                eventId: null,
                title: "Request host verification",
                due: null,
              },
              {
                kind: "certificate_expiring",
                eventId: BBQ,
                title: "Grill House (Halal BBQ)",
                due: "2027-03-01T23:59:59.999Z",
              },
            ],
          }),
        ),
      ),
      on("GET", `/api/v1/analytics/organizations/${second!.organizationId}/dashboard`, () =>
        json(200, aDashboard({ organizationId: second!.organizationId })),
      ),
      on("GET", `/api/v1/organizations/${first!.organizationId}/join-requests`, () =>
        json(200, { joinRequests: [asking(1), asking(2)] }),
      ),
      ...attendeeRoutes,
    );
    renderWithProviders(<DashboardPage />, { auth: host });

    const upcoming = await card("Upcoming events");
    expect(await within(upcoming).findByRole("link", { name: "Eid gala" })).toHaveAttribute(
      "href",
      `/event/${GALA}`,
    );
    expect(within(upcoming).getByRole("progressbar", { name: "3 of 100 sold" })).toHaveAttribute(
      "aria-valuenow",
      "3",
    );
    const sections = within(upcoming).getByRole("list", { name: "Sections of Eid gala" });
    expect(
      within(sections)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining("Brothers: 2 of 50 sold"),
      expect.stringContaining("Sisters: 1 of 50 sold"),
    ]);

    const today = await card("Today's check-ins");
    expect(within(today).getByRole("progressbar", { name: "2 of 3 checked in" })).toBeInTheDocument();

    const funds = screen.getByRole("table", { name: "Donations this month by fund, in GBP" });
    expect(
      within(funds)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["FundReceived", "Zakat£50.00", "Sadaqah£12.50", "Lillah£0.00", "Building fund£3.00"]);

    const todo = await card("What needs doing");
    expect(within(todo).getByRole("link", { name: "“Eid gala” is awaiting approval" })).toHaveAttribute(
      "href",
      `/event/${GALA}`,
    );
    expect(within(todo).getByRole("link", { name: "Request host verification" })).toHaveAttribute(
      "href",
      "/verification/request",
    );
    expect(
      within(todo).getByRole("link", {
        name: "A vendor's halal certificate is expiring: Grill House (Halal BBQ)",
      }),
    ).toHaveAttribute("href", `/event/${BBQ}/tickets`);
    expect(within(todo).getByText("By 1 Mar 2027")).toBeInTheDocument();
    expect(
      await within(todo).findByRole("link", { name: "2 people asked to join the team" }),
    ).toHaveAttribute("href", `/organization/${first!.organizationId}/settings`);
    expect(screen.getByRole("link", { name: "Open analytics" })).toHaveAttribute(
      "href",
      `/analytics?organization=${first!.organizationId}`,
    );

    const user = setupUser();
    const managing = screen.getByRole("region", { name: "Managing Masjid 0" });
    await user.click(within(managing).getByRole("combobox", { name: "Organisation" }));
    await user.click(await screen.findByTitle("Masjid 1"));
    expect(await screen.findByRole("heading", { name: "Managing Masjid 1" })).toBeInTheDocument();
    expect(await within(await card("Upcoming events")).findByText("No upcoming events.")).toBeInTheDocument();
    // a staff member does not manage the organisation: no way to its analytics
    expect(screen.queryByRole("link", { name: "Open analytics" })).toBeNull();
    expect(calls.map((c) => c.path)).toContain(
      `/api/v1/analytics/organizations/${second!.organizationId}/dashboard`,
    );
    // nor its requests to join, which only owners and admins answer
    expect(calls.map((c) => c.path)).not.toContain(
      `/api/v1/organizations/${second!.organizationId}/join-requests`,
    );
  });

  it("counts today's arrivals again every ten seconds while the page is open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const host = signedInAs({ roles: ["admin"] });
    let checkedIn = 2;
    stubApi(
      on("GET", /\/api\/v1\/analytics\/organizations\/[^/]+\/dashboard$/, () =>
        json(
          200,
          aDashboard({ checkInsToday: [{ eventId: TALK, title: "Jumu'ah talk", checkedIn, sold: 3 }] }),
        ),
      ),
      ...attendeeRoutes,
    );
    renderWithProviders(<DashboardPage />, { auth: host });
    const today = await card("Today's check-ins");
    expect(await within(today).findByText("2 of 3 checked in")).toBeInTheDocument();
    checkedIn = 3;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await within(today).findByText("3 of 3 checked in")).toBeInTheDocument();
  });

  it("says so when the analytics service refuses, and the rest of the page still works", async () => {
    stubApi(
      on("GET", /\/api\/v1\/analytics\/organizations\/[^/]+\/dashboard$/, () =>
        json(403, { error: { code: "FORBIDDEN", message: "Not a member of this organisation" } }),
      ),
      ...attendeeRoutes,
    );
    renderWithProviders(<DashboardPage />, { auth: signedInAs({ roles: ["staff"] }) });
    expect(await screen.findByRole("alert")).toHaveTextContent("You are not allowed to do this.");
    expect(await card("Your next tickets")).toBeInTheDocument();
  });
});

describe("the attendee's dashboard", () => {
  it("lists the next events they hold valid tickets for, soonest first, and their followed hosts' events", async () => {
    const events = {
      past: anEvent({
        id: "aaaaaaaa-0000-4000-8000-000000000001",
        title: "Last year's iftar",
        startsAt: at(-30),
        endsAt: at(-29.9),
      }),
      later: anEvent({
        id: "aaaaaaaa-0000-4000-8000-000000000002",
        title: "Seerah evening",
        startsAt: at(20),
        endsAt: at(20.1),
      }),
      soon: anEvent({
        id: "aaaaaaaa-0000-4000-8000-000000000003",
        title: "Weekly halaqa",
        startsAt: at(2),
        endsAt: at(2.1),
      }),
      revoked: anEvent({
        id: "aaaaaaaa-0000-4000-8000-000000000004",
        title: "Refunded talk",
        startsAt: at(5),
        endsAt: at(5.1),
      }),
    };
    const ticket = (n: number, eventId: string, status = "valid") => ({
      id: `bbbbbbbb-0000-4000-8000-00000000000${n}`,
      orderId: "eeeeeeee-0000-4000-8000-000000000001",
      eventId,
      section: "mixed",
      attendeeName: `Guest ${n}`,
      status,
      qr: `qr-${n}`,
    });
    const followedHost = "cccccccc-0000-4000-8000-000000000001";
    stubApi(
      on("GET", "/api/v1/me/tickets", () =>
        json(200, [
          ticket(1, events.past.id),
          ticket(2, events.later.id),
          ticket(3, events.soon.id),
          ticket(4, events.soon.id),
          ticket(5, events.revoked.id, "revoked"),
        ]),
      ),
      on("GET", /\/api\/v1\/events\/[^/]+$/, (call) =>
        json(
          200,
          Object.values(events).find((e) => call.path.endsWith(e.id)),
        ),
      ),
      on("GET", "/api/v1/follows", () =>
        json(200, {
          items: [{ organizationId: followedHost, organizationName: "Masjid an-Noor", followedAt: at(-3) }],
        }),
      ),
      on("GET", "/api/v1/discover", () =>
        json(
          200,
          pageOf([
            {
              ...aListing({
                id: "dddddddd-0000-4000-8000-000000000001",
                title: "Noor family day",
                organizationId: followedHost,
                organizationName: "Masjid an-Noor",
              }),
              reasons: ["followed"],
            },
            {
              ...aListing({ id: "dddddddd-0000-4000-8000-000000000002", title: "Someone else's talk" }),
              reasons: ["soon"],
            },
          ]),
        ),
      ),
    );
    renderWithProviders(<DashboardPage />, { auth: signedInAs() });

    const next = await card("Your next tickets");
    await within(next).findByRole("link", { name: "Weekly halaqa" });
    const items = within(next).getAllByRole("listitem");
    expect(items.map((li) => within(li).getByRole("link").textContent)).toEqual([
      "Weekly halaqa",
      "Seerah evening",
    ]);
    expect(items[0]).toHaveTextContent("Tickets: 2");
    expect(within(next).getByRole("link", { name: "My Tickets" })).toHaveAttribute("href", "/my-tickets");

    const followed = await card("From hosts you follow");
    expect(await within(followed).findByRole("link", { name: "Noor family day" })).toBeInTheDocument();
    expect(within(followed).queryByRole("link", { name: "Someone else's talk" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Upcoming events" })).toBeNull();
  });

  it("invites someone who follows nobody to find hosts", async () => {
    stubApi(...attendeeRoutes);
    renderWithProviders(<DashboardPage />, { auth: signedInAs() });
    const followed = await card("From hosts you follow");
    expect(await within(followed).findByText("Follow hosts to see their events here.")).toBeInTheDocument();
    expect(
      await within(await card("Your next tickets")).findByText("You have no tickets for upcoming events."),
    ).toBeInTheDocument();
  });
});
