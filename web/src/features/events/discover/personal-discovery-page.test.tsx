import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test-utils";
import { aListing, json, on, pageOf, stubApi } from "../shared/events.fixtures";
import PersonalDiscoveryPage from "./personal-discovery-page";

afterEach(() => vi.unstubAllGlobals());

describe("personal discovery", () => {
  it("labels promoted events as promoted and says why each one is there", async () => {
    stubApi(
      on("GET", "/api/v1/discover", () =>
        json(
          200,
          pageOf([
            {
              ...aListing({
                title: "Sponsored gala",
                promoted: true,
                id: "bbbbbbbb-0000-4000-8000-000000000001",
              }),
              reasons: [],
            },
            { ...aListing({ title: "Weekly halaqa" }), reasons: ["followed", "nearby"] },
          ]),
        ),
      ),
    );
    renderWithProviders(<PersonalDiscoveryPage />, { path: "/discover" });
    const gala = (await screen.findByRole("link", { name: "Sponsored gala" })).closest("li")!;
    expect(within(gala).getByText("Promoted")).toBeInTheDocument();
    const halaqa = screen.getByRole("link", { name: "Weekly halaqa" }).closest("li")!;
    expect(within(halaqa).queryByText("Promoted")).toBeNull();
    expect(within(halaqa).getByText("You follow this host · Near you")).toBeInTheDocument();
  });

  it("points to all events when there is nothing to suggest", async () => {
    stubApi(on("GET", "/api/v1/discover", () => json(200, pageOf([]))));
    renderWithProviders(<PersonalDiscoveryPage />, { path: "/discover" });
    expect(await screen.findByText(/Nothing to suggest yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Discover events" })).toHaveAttribute("href", "/discover-events");
  });
});
