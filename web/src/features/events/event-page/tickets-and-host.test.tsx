import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, anOrganization, EVENT_ID, json, ORG_ID, on, stubApi } from "../shared/events.fixtures";
import EventPage from "./event-page";

afterEach(() => vi.unstubAllGlobals());

const ticketType = (over: object) => ({
  id: "tt-1",
  eventId: EVENT_ID,
  name: "Adult",
  description: "",
  price: 1500,
  currency: "GBP",
  fee: 138,
  feePaidBy: "buyer",
  section: "sisters",
  entrance: "Side door",
  groupSize: 1,
  capacity: 100,
  available: 42,
  salesStart: null,
  salesEnd: null,
  minPerOrder: 1,
  maxPerOrder: 10,
  payWhatYouWant: false,
  hidden: false,
  pricePhases: [],
  ...over,
});

const host = anOrganization();

function gateway({ types = [ticketType({})], following = false, joinStatus = "none" } = {}) {
  let followed = following;
  let asked = joinStatus;
  return stubApi(
    on("GET", `/api/v1/organizations/${ORG_ID}/join-requests/mine`, () => json(200, { status: asked })),
    on("POST", `/api/v1/organizations/${ORG_ID}/join-requests`, () => {
      asked = "pending";
      return json(200, { status: asked });
    }),
    on("DELETE", `/api/v1/organizations/${ORG_ID}/join-requests/mine`, () => {
      asked = "none";
      return new Response(null, { status: 204 });
    }),
    on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
    on("GET", /\/(sessions|speakers)$/, () => json(200, { timeZone: "Europe/London", items: [] })),
    on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () => json(200, { items: types, sections: [] })),
    on("GET", `/api/v1/organizations/${ORG_ID}`, () => json(200, host)),
    on("GET", "/api/v1/follows", () =>
      json(200, {
        items: followed
          ? [{ organizationId: ORG_ID, organizationName: host.name, followedAt: host.createdAt }]
          : [],
      }),
    ),
    on("PUT", `/api/v1/organizations/${ORG_ID}/follow`, () => {
      followed = true;
      return json(200, { organizationId: ORG_ID, following: true, followers: 1 });
    }),
    on("DELETE", `/api/v1/organizations/${ORG_ID}/follow`, () => {
      followed = false;
      return json(200, { organizationId: ORG_ID, following: false, followers: 0 });
    }),
  );
}

const renderPage = (auth = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/event/:id" element={<EventPage />} />
    </Routes>,
    { auth, path: `/event/${EVENT_ID}` },
  );

const ticketsCard = async () =>
  (await screen.findByRole("heading", { name: "Tickets" })).closest(".ant-card") as HTMLElement;

describe("the event page's tickets and host", () => {
  it("lists the ticket types with price, section and seats left, the lowest price, and a way to register", async () => {
    gateway({
      types: [
        ticketType({}),
        ticketType({ id: "tt-2", name: "Child", price: 0, section: "families", available: 0 }),
      ],
    });
    renderPage();
    const card = await ticketsCard();
    expect(await within(card).findByText("Adult")).toBeInTheDocument();
    expect(within(card).getByText("£15.00 · Sisters · 42 left")).toBeInTheDocument();
    expect(within(card).getByText("Free · Families · Sold out")).toBeInTheDocument();
    expect(within(card).getByText("Free", { selector: ".ant-tag" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Register" })).toHaveAttribute(
      "href",
      `/register-event/${EVENT_ID}`,
    );
  });

  it("says 'from' the cheapest price, and when nothing is on sale", async () => {
    gateway({ types: [ticketType({}), ticketType({ id: "tt-2", price: 2500 })] });
    const { unmount } = renderPage();
    expect(await within(await ticketsCard()).findByText("from £15.00")).toBeInTheDocument();
    unmount();
    gateway({ types: [] });
    renderPage();
    const card = await ticketsCard();
    expect(await within(card).findByText("No tickets are on sale yet.")).toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("names the host and lets a signed-in visitor follow and unfollow it", async () => {
    const user = setupUser();
    const calls = gateway();
    renderPage(signedInAs());
    expect(await screen.findByText("Hosted by East London Mosque")).toBeInTheDocument();
    const follow = await screen.findByRole("button", { name: "Follow East London Mosque" });
    expect(follow).toHaveAttribute("aria-pressed", "false");
    await user.click(follow);
    const following = await screen.findByRole("button", { name: "Following East London Mosque" });
    expect(following).toHaveAttribute("aria-pressed", "true");
    await user.click(following);
    await screen.findByRole("button", { name: "Follow East London Mosque" });
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith("/follow")).map((c) => c.method)).toEqual(["PUT", "DELETE"]),
    );
  });

  it("lets a signed-in visitor ask to volunteer with the host, with a word on how, once, and take it back", async () => {
    const user = setupUser();
    const calls = gateway();
    renderPage(signedInAs());
    await user.click(await screen.findByRole("button", { name: "Volunteer with East London Mosque" }));
    const dialog = await screen.findByRole("dialog", { name: "Volunteer with East London Mosque" });
    await user.type(
      within(dialog).getByLabelText("How would you like to help? (optional)"),
      "Scanning at the door",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Your request was sent to East London Mosque.")).toBeInTheDocument();
    const sent = await screen.findByRole("button", { name: "Request sent" });
    const asked = calls.filter((c) => c.method === "POST" && c.path.endsWith("/join-requests"));
    expect(asked.map((c) => c.body)).toEqual([{ message: "Scanning at the door" }]);

    await user.click(sent);
    expect(await screen.findByText("Take back your request to join East London Mosque?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(await screen.findByText("Your request to East London Mosque was taken back.")).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: "Volunteer with East London Mosque" }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
      `/api/v1/organizations/${ORG_ID}/join-requests/mine`,
    ]);
  });

  it("asks a visitor whose address is not verified to verify it before the request can go", async () => {
    const user = setupUser();
    const calls = gateway();
    renderPage(signedInAs({ emailVerified: false }));
    await user.click(await screen.findByRole("button", { name: "Volunteer with East London Mosque" }));
    const dialog = await screen.findByRole("dialog", { name: "Volunteer with East London Mosque" });
    expect(within(dialog).getByText(/Verify your email address first/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Send request" })).toBeDisabled();
    expect(calls.filter((c) => c.method === "POST" && c.path.endsWith("/join-requests"))).toEqual([]);
  });

  it("shows a visitor who asked already that the request is on its way, and a member nothing", async () => {
    gateway({ joinStatus: "pending" });
    const { unmount } = renderPage(signedInAs());
    expect(await screen.findByRole("button", { name: "Request sent" })).toBeInTheDocument();
    unmount();
    gateway({ joinStatus: "member" });
    renderPage(signedInAs());
    expect(await screen.findByRole("button", { name: "Follow East London Mosque" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Volunteer|Request sent/ })).toBeNull();
  });

  it("offers no follow button to someone signed out", async () => {
    gateway();
    renderPage();
    expect(await screen.findByText("Hosted by East London Mosque")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Follow|Volunteer/ })).toBeNull();
  });
});
