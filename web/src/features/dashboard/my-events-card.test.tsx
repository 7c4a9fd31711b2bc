import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../test-utils";
import { anEvent, json, on, stubApi } from "../events/shared/events.fixtures";
import DashboardPage from "./dashboard-page";

afterEach(() => vi.unstubAllGlobals());

const page = (items: unknown[]) => ({ items, page: 1, pageSize: 20, total: items.length });

describe("the dashboard's My events", () => {
  it("lists the organisation's events in every status with links, and the rejection reason", async () => {
    const owner = signedInAs({ roles: ["owner", "staff"] });
    const [first, second] = owner.me!.organizations;
    const user = setupUser();
    const calls = stubApi(
      on("GET", `/api/v1/organizations/${first!.organizationId}/events`, () =>
        json(
          200,
          page([
            anEvent({ id: "eeeeeeee-0000-4000-8000-000000000001", title: "Draft halaqa" }),
            anEvent({
              id: "eeeeeeee-0000-4000-8000-000000000002",
              title: "Eid gala",
              status: "rejected",
              rejectionReason: "Add the venue's address",
            }),
          ]),
        ),
      ),
      on("GET", `/api/v1/organizations/${second!.organizationId}/events`, () => json(200, page([]))),
    );
    renderWithProviders(<DashboardPage />, { auth: owner });
    const card = (await screen.findByRole("heading", { name: "My events" })).closest(
      ".ant-card",
    ) as HTMLElement;
    expect(await within(card).findByRole("link", { name: "Draft halaqa" })).toHaveAttribute(
      "href",
      "/event/eeeeeeee-0000-4000-8000-000000000001",
    );
    expect(within(card).getByText("Draft")).toBeInTheDocument();
    expect(within(card).getByText("Rejected")).toBeInTheDocument();
    expect(within(card).getByText(/Add the venue's address/)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Bulk event operations" })).toBeInTheDocument();

    await user.click(within(card).getByRole("combobox", { name: "Organisation" }));
    await user.click(await screen.findByTitle("Masjid 1"));
    expect(await within(card).findByText("Your organisation has no events yet.")).toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: "Bulk event operations" })).toBeNull();
    expect(calls.map((c) => c.path)).toContain(`/api/v1/organizations/${second!.organizationId}/events`);
  });

  it("is not shown to someone without an organisation", async () => {
    stubApi();
    renderWithProviders(<DashboardPage />, { auth: signedInAs() });
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "My events" })).toBeNull();
  });
});
