import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { aListing, type Call, json, ORG_ID, on, pageOf, stubApi } from "../shared/events.fixtures";
import DiscoverEventsPage from "./discover-events-page";

afterEach(() => vi.unstubAllGlobals());

/** The browser's answer to "where am I?", for one test. */
function geolocation(answer: (ok: PositionCallback, fail: () => void) => void) {
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: { getCurrentPosition: answer },
  });
}

const lastSearch = (calls: Call[]) => Object.fromEntries(calls.at(-1)!.search);

function gateway(answer = (call: Call) => pageOf([aListing()], Number(call.search.get("page") ?? 1), 45)) {
  return stubApi(on("GET", "/api/v1/events", (call) => json(200, answer(call))));
}

describe("discover events", () => {
  it("shows skeletons, then the events with their Hijri date, host and promotion", async () => {
    gateway(() => pageOf([aListing({ promoted: true, hostVerified: true })]));
    renderWithProviders(<DiscoverEventsPage />, { path: "/discover-events" });
    expect(screen.getByLabelText("Loading...")).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByRole("link", { name: "Community iftar" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/event\//),
    );
    expect(screen.getByText("Promoted")).toBeInTheDocument();
    expect(screen.getByText("Verified host")).toBeInTheDocument();
    expect(screen.getByText("13 Ramadan 1448 AH")).toBeInTheDocument();
    expect(screen.getByText("1 event")).toBeInTheDocument();
  });

  it("searches and filters, starting again from the first page", async () => {
    const user = setupUser();
    const calls = gateway();
    renderWithProviders(<DiscoverEventsPage />, { path: "/discover-events?page=2" });
    await screen.findByRole("link", { name: "Community iftar" });
    await user.type(screen.getByRole("searchbox", { name: "Search events" }), "iftar{Enter}");
    await waitFor(() => expect(lastSearch(calls)).toEqual({ q: "iftar" }));
    await user.click(screen.getByRole("combobox", { name: "Audience" }));
    await user.click(await screen.findByTitle("Sisters"));
    await waitFor(() => expect(lastSearch(calls)).toEqual({ q: "iftar", audience: "sisters" }));
  });

  it("asks for events near the browser's location and sorts them by distance", async () => {
    const user = setupUser();
    geolocation((ok) => ok({ coords: { latitude: 51.51749, longitude: -0.06531 } } as GeolocationPosition));
    const calls = gateway((call) =>
      pageOf([aListing({ distanceKm: call.search.has("near") ? 1.24 : undefined })]),
    );
    renderWithProviders(<DiscoverEventsPage />, { path: "/discover-events" });
    await user.click(screen.getByRole("button", { name: /Use my location/ }));
    expect(await screen.findByText("1.2 km away")).toBeInTheDocument();
    await user.click(screen.getByText("Distance"));
    await waitFor(() => expect(lastSearch(calls)).toEqual({ near: "51.5175,-0.0653", sort: "distance" }));
  });

  it("falls back to a typed place when the location is refused", async () => {
    const user = setupUser();
    geolocation((_ok, fail) => fail());
    const calls = gateway();
    renderWithProviders(<DiscoverEventsPage />, { path: "/discover-events" });
    await user.click(screen.getByRole("button", { name: /Use my location/ }));
    expect(
      await screen.findByText("Location unavailable: enter a latitude and longitude."),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Latitude"), "21.42");
    await user.type(screen.getByLabelText("Longitude"), "39.82");
    await waitFor(() => expect(lastSearch(calls)).toEqual({ near: "21.42,39.82" }));
  });

  it("pages through the results", async () => {
    const user = setupUser();
    const calls = gateway();
    renderWithProviders(<DiscoverEventsPage />, { path: "/discover-events" });
    await screen.findByRole("link", { name: "Community iftar" });
    await user.click(screen.getByRole("listitem", { name: "2" }));
    await waitFor(() => expect(lastSearch(calls)).toEqual({ page: "2" }));
  });

  it("folds the filters on a first visit so results come first, and keeps them open once one is set", async () => {
    gateway();
    const first = renderWithProviders(<DiscoverEventsPage />, { path: "/discover-events" });
    expect(screen.getByText("Filters").closest("details")).not.toHaveAttribute("open");
    first.unmount();
    renderWithProviders(<DiscoverEventsPage />, { path: "/discover-events?category=iftar" });
    expect(screen.getByText("Filters").closest("details")).toHaveAttribute("open");
  });

  it("says when nothing matches", async () => {
    gateway(() => pageOf([]));
    renderWithProviders(<DiscoverEventsPage />, { path: "/discover-events?q=zzz" });
    expect(await screen.findByText("No events match your search.")).toBeInTheDocument();
  });

  it("filters free or paid events and says what each costs from", async () => {
    const user = setupUser();
    const calls = gateway(() =>
      pageOf([
        aListing({ title: "Community iftar", lowestPrice: { amount: 0, currency: "GBP" } }),
        aListing({
          id: "5a1e2b3c-0000-4000-8000-000000000002",
          title: "Gala",
          lowestPrice: { amount: 4500, currency: "GBP" },
        }),
        aListing({ id: "5a1e2b3c-0000-4000-8000-000000000003", title: "Halaqa", lowestPrice: null }),
      ]),
    );
    renderWithProviders(<DiscoverEventsPage />, { path: "/discover-events" });
    const card = async (title: string) =>
      (await screen.findByRole("link", { name: title })).closest(".event-card") as HTMLElement;
    expect(within(await card("Community iftar")).getByText("Free")).toBeInTheDocument();
    expect(within(await card("Gala")).getByText("from £45.00")).toBeInTheDocument();
    expect(within(await card("Halaqa")).queryByText(/Free|from/)).toBeNull();
    await user.click(screen.getByText("Filters"));
    await user.click(screen.getByRole("combobox", { name: "Price" }));
    await user.click(await screen.findByTitle("Paid"));
    await waitFor(() => expect(lastSearch(calls)).toEqual({ price: "paid" }));
  });

  it("lets a signed-in visitor follow a result's host", async () => {
    const user = setupUser();
    let following = false;
    const calls = stubApi(
      on("GET", "/api/v1/events", () => json(200, pageOf([aListing()]))),
      on("GET", "/api/v1/follows", () =>
        json(200, {
          items: following
            ? [{ organizationId: ORG_ID, organizationName: null, followedAt: "2027-01-01T00:00:00Z" }]
            : [],
        }),
      ),
      on("PUT", `/api/v1/organizations/${ORG_ID}/follow`, () => {
        following = true;
        return json(200, { organizationId: ORG_ID, following: true, followers: 1 });
      }),
    );
    renderWithProviders(<DiscoverEventsPage />, { path: "/discover-events", auth: signedInAs() });
    // The first answers parse once the schemas' chunk has loaded, which takes a while on a busy machine.
    await user.click(
      await screen.findByRole("button", { name: "Follow East London Mosque" }, { timeout: 5000 }),
    );
    expect(await screen.findByRole("button", { name: "Following East London Mosque" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });
});
