import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, approvalsPage, json, on, stubApi } from "../shared/events.fixtures";
import ApprovalsPage from "./approvals-page";

afterEach(() => vi.unstubAllGlobals());

const older = anEvent({
  id: "aaaaaaaa-0000-4000-8000-000000000001",
  title: "Eid bazaar",
  status: "submitted",
  submittedAt: "2027-01-02T09:00:00+00:00",
});
const newer = anEvent({
  id: "aaaaaaaa-0000-4000-8000-000000000002",
  title: "Seerah night",
  status: "submitted",
  submittedAt: "2027-01-05T09:00:00+00:00",
});

function gateway() {
  let queue = [older, newer];
  return stubApi(
    on("GET", "/api/v1/event-approvals", () => json(200, approvalsPage(queue))),
    on("POST", /\/approve$/, (call) => {
      const event = queue.find((e) => call.path.includes(e.id))!;
      queue = queue.filter((e) => e !== event);
      return json(200, { ...event, status: "published" });
    }),
    on("POST", /\/reject$/, (call) => {
      const event = queue.find((e) => call.path.includes(e.id))!;
      queue = queue.filter((e) => e !== event);
      return json(200, {
        ...event,
        status: "rejected",
        rejectionReason: (call.body as { reason: string }).reason,
      });
    }),
  );
}

const admin = signedInAs({ platformAdmin: true });
const queueTitles = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
const itemOf = async (title: string) =>
  (await screen.findByRole("heading", { level: 2, name: title })).closest("li") as HTMLElement;

describe("the event approvals queue", () => {
  it("lists the oldest submission first and approves one", async () => {
    const user = setupUser();
    const calls = gateway();
    renderWithProviders(<ApprovalsPage />, { auth: admin });
    const first = await itemOf("Eid bazaar");
    expect(queueTitles()).toEqual(["Eid bazaar", "Seerah night"]);
    await user.click(within(first).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(screen.queryByText("Eid bazaar")).toBeNull());
    expect(calls.some((c) => c.path === `/api/v1/events/${older.id}/approve`)).toBe(true);
  });

  it("will not reject without a reason, and sends the reason given", async () => {
    const user = setupUser();
    const calls = gateway();
    renderWithProviders(<ApprovalsPage />, { auth: admin });
    await user.click(within(await itemOf("Seerah night")).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Seerah night" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("A reason is required")).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith("/reject"))).toBe(false);

    await user.type(within(dialog).getByLabelText("Reason"), "Add the venue's address");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.queryByText("Seerah night")).toBeNull());
    expect(calls.find((c) => c.path.endsWith("/reject"))!.body).toEqual({
      reason: "Add the venue's address",
    });
  });

  it("pages a long queue, saying how many wait", async () => {
    const user = setupUser();
    const waiting = Array.from({ length: 25 }, (_, i) =>
      anEvent({
        id: `aaaaaaaa-0000-4000-8000-${String(i + 10).padStart(12, "0")}`,
        title: `Halaqa ${i + 1}`,
        status: "submitted",
      }),
    );
    const calls = stubApi(
      on("GET", "/api/v1/event-approvals", ({ search }) => {
        const page = Number(search.get("page") ?? "1");
        return json(200, approvalsPage(waiting.slice((page - 1) * 20, page * 20), { page, total: 25 }));
      }),
    );
    renderWithProviders(<ApprovalsPage />, { auth: admin });
    await itemOf("Halaqa 1");
    expect(screen.getByText("25 events waiting")).toBeInTheDocument();
    expect(queueTitles()).toHaveLength(20);
    await user.click(screen.getByTitle("2"));
    await itemOf("Halaqa 21");
    expect(queueTitles()).toEqual(["Halaqa 21", "Halaqa 22", "Halaqa 23", "Halaqa 24", "Halaqa 25"]);
    expect(calls.at(-1)!.search.get("page")).toBe("2");
  });

  it("says when nothing is waiting", async () => {
    stubApi(on("GET", "/api/v1/event-approvals", () => json(200, approvalsPage([]))));
    renderWithProviders(<ApprovalsPage />, { auth: admin });
    expect(await screen.findByText("No events are waiting for approval.")).toBeInTheDocument();
  });
});
