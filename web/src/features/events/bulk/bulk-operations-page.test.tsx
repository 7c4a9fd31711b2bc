import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, approvalsPage, json, ORG_ID, on, stubApi } from "../shared/events.fixtures";
import BulkOperationsPage from "./bulk-operations-page";

afterEach(() => vi.unstubAllGlobals());

const first = anEvent({
  id: "dddddddd-0000-4000-8000-000000000001",
  title: "Eid bazaar",
  status: "submitted",
});
const second = anEvent({
  id: "dddddddd-0000-4000-8000-000000000002",
  title: "Seerah night",
  status: "submitted",
});

const rowOf = (title: string) => screen.getByRole("link", { name: title }).closest("tr") as HTMLElement;

/**
 * The list done loading, as a screen reader hears it: while it loads, its spinner covers the rows and
 * they take no clicks (a clean-clone run of the suite clicked a row there after changing the filter).
 */
const loadedWith = (title: string) =>
  waitFor(() => expect(rowOf(title).closest("[aria-busy]")).toHaveAttribute("aria-busy", "false"));

describe("bulk operations", () => {
  it("cancels the selected events with a reason and shows what happened to each", async () => {
    const user = setupUser();
    const calls = stubApi(
      on("GET", "/api/v1/event-approvals", () => json(200, approvalsPage([first, second]))),
      on("POST", "/api/v1/events/bulk", () =>
        json(200, {
          results: [
            { eventId: first.id, ok: true, status: "cancelled" },
            {
              eventId: second.id,
              ok: false,
              error: { code: "INVALID_EVENT_STATUS", message: "already cancelled" },
            },
          ],
          csv: null,
        }),
      ),
    );
    renderWithProviders(<BulkOperationsPage />, { auth: signedInAs({ platformAdmin: true }) });
    await screen.findByRole("link", { name: "Eid bazaar" });
    expect(screen.getByRole("button", { name: "Apply to 0 selected" })).toBeDisabled();
    await user.click(within(rowOf("Eid bazaar")).getByRole("checkbox"));
    await user.click(within(rowOf("Seerah night")).getByRole("checkbox"));

    await user.click(screen.getByRole("combobox", { name: "Action" }));
    await user.click(await screen.findByTitle("Cancel event"));
    expect(screen.getByRole("button", { name: "Apply to 2 selected" })).toBeDisabled();
    await user.type(screen.getByLabelText("Reason"), "Venue closed");
    await user.click(screen.getByRole("button", { name: "Apply to 2 selected" }));

    expect(await screen.findByText("1 changed, 1 not changed")).toBeInTheDocument();
    expect(within(rowOf("Eid bazaar")).getByText("Cancelled")).toBeInTheDocument();
    expect(
      within(rowOf("Seerah night")).getByText("Not changed: The event's status does not allow this now."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/v1/events/bulk")!.body).toEqual({
        action: "cancel",
        reason: "Venue closed",
        eventIds: [first.id, second.id],
      }),
    );
  });

  it("shows an organisation's owner its own events, drafts too, by status, and submits the chosen drafts", async () => {
    const user = setupUser();
    const draft = anEvent({ id: "dddddddd-0000-4000-8000-000000000003", title: "Draft halaqa" });
    const calls = stubApi(
      on("GET", `/api/v1/organizations/${ORG_ID}/events`, (call) =>
        json(200, {
          items: call.search.get("status") === "draft" ? [draft] : [draft, { ...first, status: "rejected" }],
          page: 1,
          pageSize: 20,
          total: call.search.get("status") === "draft" ? 1 : 2,
        }),
      ),
      on("POST", "/api/v1/events/bulk", () =>
        json(200, { results: [{ eventId: draft.id, ok: true, status: "submitted" }], csv: null }),
      ),
    );
    const owner = signedInAs({ roles: ["owner"] });
    owner.me!.organizations[0]!.organizationId = ORG_ID;
    renderWithProviders(<BulkOperationsPage />, { auth: owner });
    await screen.findByRole("link", { name: "Draft halaqa" });
    expect(within(rowOf("Draft halaqa")).getByText("Draft")).toBeInTheDocument();
    expect(within(rowOf("Eid bazaar")).getByText("Rejected")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByTitle("Draft"));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Eid bazaar" })).toBeNull());
    await loadedWith("Draft halaqa");
    await user.click(within(rowOf("Draft halaqa")).getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Apply to 1 selected" }));
    expect(await screen.findByText("1 changed, 0 not changed")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/api/v1/events/bulk")!.body).toEqual({
      action: "submit",
      eventIds: [draft.id],
    });
  });
});
