import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test-utils";
import { aListing, type Call, json, on, pageOf, stubApi } from "../shared/events.fixtures";
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
    expect(screen.getByText("1 events")).toBeInTheDocument();
  });

  it("searches and filters, starting again from the first page", async () => {
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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
});
