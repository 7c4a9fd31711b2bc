import type { TMyTicket, TOrder, TRefundPolicyView } from "@mawid/contracts/ticketing";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import MyTicketsPage from "../my-tickets/my-tickets-page";
import { aTicket, anOrder, ORDER_ID } from "../shared/tickets.fixtures";
import { RefundPolicyLine } from "./refund-policy-line";

/* The event starts 2027-02-20 17:25 in London; with 48 hours' notice refunds close on the 18th at 17:25. */
const BEFORE_DEADLINE = "2027-01-15T10:00:00Z";
const AFTER_DEADLINE = "2027-02-19T09:00:00Z";
const FULL_48: TRefundPolicyView = {
  eventId: EVENT_ID,
  policy: { kind: "full", hoursBeforeStart: 48 },
  deadline: "2027-02-18T17:25:00.000Z",
};
const NONE: TRefundPolicyView = { eventId: EVENT_ID, policy: { kind: "none" }, deadline: null };

const AMINA = "5d0e8a52-2b2b-4d2e-8e4b-000000000001";
const BILAL = "5d0e8a52-2b2b-4d2e-8e4b-000000000002";

const paid = (overrides: Partial<TOrder> = {}) =>
  anOrder({
    status: "paid",
    expiresAt: null,
    attendees: [AMINA, BILAL].map((positionId, i) => ({
      positionId,
      ticketTypeId: "0b7c2c9e-1a1a-4c1e-9d3a-000000000001",
      ticketTypeName: "Adult",
      section: "families",
      entrance: "Gate B",
      attendeeName: i === 0 ? "Amina Yusuf" : "Bilal Yusuf",
      admits: 1,
    })),
    ...overrides,
  });

const refundPath = `/api/v1/orders/${ORDER_ID}/refund`;

/** Ticketing as the buyer meets it: their tickets, their order, the event's policy, and their refund. */
function ticketing({
  order = paid(),
  policy = FULL_48,
  refund,
}: {
  order?: TOrder;
  policy?: TRefundPolicyView | (() => TRefundPolicyView);
  refund?: () => Response;
} = {}) {
  let current = order;
  let tickets: TMyTicket[] = [aTicket({ id: AMINA }), aTicket({ id: BILAL, attendeeName: "Bilal Yusuf" })];
  return stubApi(
    on("GET", "/api/v1/me/tickets", () => json(200, tickets)),
    on("GET", "/api/v1/me/waitlist", () => json(200, { items: [] })),
    on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
    on("GET", `/api/v1/events/${EVENT_ID}/refund-policy`, () =>
      json(200, typeof policy === "function" ? policy() : policy),
    ),
    on("GET", `/api/v1/orders/${ORDER_ID}`, () => json(200, current)),
    on("POST", refundPath, () => {
      if (refund) return refund();
      current = {
        ...current,
        status: "refunded",
        refunded: current.total,
        refundedPositionIds: [AMINA, BILAL],
      };
      tickets = tickets.map((t) => ({ ...t, status: "revoked" }));
      return json(200, current);
    }),
  );
}

const renderMyTickets = () => renderWithProviders(<MyTicketsPage />, { auth: signedInAs() });
const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === "POST");
/* Found by text, not by role: the role queries compute every ancestor's style, slow under antd's CSS-in-JS. */
const refundButton = () => screen.queryByText("Refund this order")?.closest("button") ?? null;

/** The open confirmation, found by its title. */
async function confirmation() {
  return (await screen.findByText("Refund this order?")).closest(".ant-modal") as HTMLElement;
}

const buttonIn = (dialog: HTMLElement, text: string) =>
  within(dialog).getByText(text).closest("button") as HTMLElement;

function at(now: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(now));
}

beforeEach(() => at(BEFORE_DEADLINE));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a buyer's refund of their own order", () => {
  it("before the deadline, refunds the whole paid order after a confirmation, and the tickets stop working", async () => {
    const user = setupUser();
    const calls = ticketing();
    renderMyTickets();
    expect(
      await screen.findByText("You can refund this order (£43.00) until Thursday 18 February, 17:25."),
    ).toBeInTheDocument();
    await user.click(refundButton()!);

    const dialog = await confirmation();
    expect(dialog).toHaveAttribute("role", "dialog");
    expect(
      within(dialog).getByText(
        "£43.00 will be refunded to you and your 2 tickets will stop working. This cannot be undone.",
      ),
    ).toBeInTheDocument();
    await user.click(buttonIn(dialog, "Keep my tickets"));
    expect(posts(calls)).toHaveLength(0);

    await user.click(refundButton()!);
    await user.click(buttonIn(await confirmation(), "Refund £43.00"));
    expect(
      await screen.findByText("This order is refunded: £43.00 is coming back to you."),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([expect.objectContaining({ path: refundPath, body: {} })]);
    expect(refundButton()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText("No longer valid")).toHaveLength(2));
  });

  it("after the deadline, says refunds closed and offers none", async () => {
    at(AFTER_DEADLINE);
    ticketing();
    renderMyTickets();
    expect(await screen.findByText("Refunds closed on Thursday 18 February, 17:25.")).toBeInTheDocument();
    expect(refundButton()).not.toBeInTheDocument();
  });

  it("says when the event offers no refunds", async () => {
    ticketing({ policy: NONE });
    renderMyTickets();
    expect(await screen.findByText("This event does not offer refunds.")).toBeInTheDocument();
    expect(refundButton()).not.toBeInTheDocument();
  });

  it("lets a free registration be given up until the start, whatever the policy, freeing its places", async () => {
    const user = setupUser();
    const free = paid({ total: 0, totals: { ...paid().totals, total: 0 } });
    const calls = ticketing({ order: free, policy: NONE });
    renderMyTickets();
    expect(
      await screen.findByText(
        "Can't come? Give up your place, so someone on the waiting list or at the door can have it.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/refund/i)).not.toBeInTheDocument();
    await user.click(screen.getByText("Give up my 2 places").closest("button")!);
    const dialog = (await screen.findByText("Give up this registration?")).closest(
      ".ant-modal",
    ) as HTMLElement;
    expect(
      within(dialog).getByText(
        "Your 2 tickets will stop working and their places go back to the host for someone else. This cannot be undone.",
      ),
    ).toBeInTheDocument();
    await user.click(buttonIn(dialog, "Give up"));
    expect(
      await screen.findByText("You gave up this registration. JazakAllahu khayran for making room."),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([expect.objectContaining({ path: refundPath, body: {} })]);
    await waitFor(() => expect(screen.getAllByText("No longer valid")).toHaveLength(2));
  });

  it("offers nothing for a free registration once the event has started", async () => {
    at("2027-02-20T17:30:00Z");
    const free = paid({ total: 0, totals: { ...paid().totals, total: 0 } });
    ticketing({ order: free });
    renderMyTickets();
    await waitFor(() => expect(document.querySelector(".refund-own")).toBeEmptyDOMElement());
    expect(screen.queryByText(/Give up/)).not.toBeInTheDocument();
  });

  it("offers nothing for tickets passed on from someone else's order", async () => {
    stubApi(
      on("GET", "/api/v1/me/tickets", () => json(200, [aTicket()])),
      on("GET", "/api/v1/me/waitlist", () => json(200, { items: [] })),
      on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
      on("GET", `/api/v1/events/${EVENT_ID}/refund-policy`, () => json(200, FULL_48)),
      on("GET", `/api/v1/orders/${ORDER_ID}`, () =>
        json(404, { error: { code: "ORDER_NOT_FOUND", message: "Order not found" } }),
      ),
    );
    renderMyTickets();
    await waitFor(() => expect(document.querySelector(".refund-own")).toBeEmptyDOMElement());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows an order already refunded as such", async () => {
    ticketing({ order: paid({ status: "refunded", refunded: 4300 }) });
    renderMyTickets();
    expect(
      await screen.findByText("This order is refunded: £43.00 is coming back to you."),
    ).toBeInTheDocument();
    expect(refundButton()).not.toBeInTheDocument();
  });

  it("says so when ticketing refuses because refunds stopped meanwhile", async () => {
    const user = setupUser();
    // the host stops refunds while the buyer has the page open
    let policy = FULL_48;
    const calls = ticketing({
      policy: () => policy,
      refund: () => {
        policy = NONE;
        return json(403, {
          error: {
            code: "REFUND_NOT_ALLOWED",
            message: "The host does not refund tickets for this event",
          },
        });
      },
    });
    renderMyTickets();
    await screen.findByText("Refund this order");
    await user.click(refundButton()!);
    await user.click(buttonIn(await confirmation(), "Refund £43.00"));
    const refused = await screen.findByText(
      "Refunds for this event have closed, so this order was not refunded.",
    );
    expect(refused.closest("[role=alert]")).not.toBeNull();
    expect(await screen.findByText("This event does not offer refunds.")).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(refundButton()).not.toBeInTheDocument();
    expect(screen.queryByText(/This order is refunded/)).not.toBeInTheDocument();
  });
});

describe("the refund policy on the registration page", () => {
  it.each([
    [
      BEFORE_DEADLINE,
      FULL_48,
      "Full refunds until 48 hours before the start: until Thursday 18 February, 17:25",
    ],
    [AFTER_DEADLINE, FULL_48, "Refunds closed on Thursday 18 February, 17:25."],
    [BEFORE_DEADLINE, NONE, "This event does not offer refunds."],
  ])("at %s reads one line", async (now, policy, line) => {
    at(now);
    stubApi(on("GET", `/api/v1/events/${EVENT_ID}/refund-policy`, () => json(200, policy)));
    renderWithProviders(<RefundPolicyLine eventId={EVENT_ID} timeZone="Europe/London" />);
    expect(await screen.findByText(line)).toBeInTheDocument();
  });
});
