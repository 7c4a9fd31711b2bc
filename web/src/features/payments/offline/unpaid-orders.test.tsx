import type { TPaymentView, TUnpaidOrder } from "@mawid/contracts/payments";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders } from "../../../test-utils";
import { json, on, stubApi } from "../../events/shared/events.fixtures";
import { UnpaidOrders } from "./unpaid-orders";

afterEach(() => vi.unstubAllGlobals());

const ORG = "7d1e9c7a-1111-4a2b-8c3d-000000000000";
const EVENT = "3f2e1d0c-2222-4b3a-9c4d-000000000001";
const ORDER = "8a1f0000-3c3c-4e3f-9f5c-00000000000a";

const unpaid: TUnpaidOrder = {
  orderId: ORDER,
  eventId: EVENT,
  total: 5326,
  currency: "GBP",
  attendeeNames: ["Aisha Rahman", "Yusuf Rahman"],
  buyerEmail: "aisha@example.org",
  placedAt: "2027-01-10T10:00:00.000Z",
  expiresAt: "2027-01-10T10:15:00.000Z",
};

const markedPaid: TPaymentView = {
  paymentId: "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f",
  organizationId: ORG,
  organizationName: "Masjid 0",
  status: "succeeded",
  amount: 5326,
  refunded: 0,
  currency: "GBP",
  provider: "offline",
  offline: { method: "cash", reference: null, markedBy: "6c0b8f5e-4d7a-4f43-9a51-0d2f8a0e1b11" },
  orderId: ORDER,
  donation: null,
  items: [],
  startedAt: "2027-01-10T10:05:00.000Z",
  succeededAt: "2027-01-10T10:05:00.000Z",
  receiptUrl: "/api/v1/payments/0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f/receipt.pdf",
};

describe("a host's unpaid orders", () => {
  it("marks an order paid in cash after confirming, and it leaves the list", async () => {
    let paid = false;
    const calls = stubApi(
      on("GET", `/api/v1/organizations/${ORG}/unpaid-orders`, () =>
        json(200, { orders: paid ? [] : [unpaid] }),
      ),
      on("POST", `/api/v1/orders/${ORDER}/offline-payment`, () => {
        paid = true;
        return json(201, markedPaid);
      }),
    );
    renderWithProviders(<UnpaidOrders eventId={EVENT} organizationId={ORG} />, {
      auth: signedInAs({ roles: ["staff"] }),
    });
    const list = await screen.findByRole("region", { name: "Waiting for payment (1)" });
    expect(within(list).getByText("Aisha Rahman, Yusuf Rahman")).toBeInTheDocument();
    expect(within(list).getByText("£53.26")).toBeInTheDocument();
    expect(calls[0]?.search.get("eventId")).toBe(EVENT);

    await userEvent.click(within(list).getByRole("button", { name: "Mark as paid (cash)" }));
    const confirm = await screen.findByRole("tooltip");
    expect(confirm).toHaveTextContent(
      "Did you receive £53.26 in cash for Aisha Rahman, Yusuf Rahman? The tickets are issued at once.",
    );
    await userEvent.click(within(confirm).getByRole("button", { name: "Mark as paid (cash)" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ method: "cash" });
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: /Waiting for payment/ })).not.toBeInTheDocument(),
    );
  });

  it("asks nothing and shows nothing to a member who may not take money", async () => {
    const calls = stubApi(
      on("GET", `/api/v1/organizations/${ORG}/unpaid-orders`, () => json(200, { orders: [unpaid] })),
    );
    renderWithProviders(<UnpaidOrders eventId={EVENT} organizationId={ORG} />, {
      auth: signedInAs({ roles: ["scanner"] }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
