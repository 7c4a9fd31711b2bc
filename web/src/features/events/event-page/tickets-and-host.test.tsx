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

function gateway({ types = [ticketType({})], following = false } = {}) {
  let followed = following;
  return stubApi(
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

  it("offers no follow button to someone signed out", async () => {
    gateway();
    renderPage();
    expect(await screen.findByText("Hosted by East London Mosque")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Follow/ })).toBeNull();
  });
});
