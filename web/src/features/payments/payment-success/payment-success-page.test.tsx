import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import { anOrder } from "../../tickets/shared/tickets.fixtures";
import { keepCheckoutNote } from "../shared/checkout-note";
import { DONATION_ID, ORDER, PAYMENT_ID } from "../shared/payments.fixtures";
import PaymentSuccessPage from "./payment-success-page";

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const renderPage = (paymentId = PAYMENT_ID) =>
  renderWithProviders(<PaymentSuccessPage />, {
    auth: signedInAs(),
    path: `/payment-success?payment=${paymentId}`,
  });

describe("/payment-success", () => {
  it("waits while the order is still being marked paid, then links to the tickets", async () => {
    keepCheckoutNote({
      kind: "order",
      paymentId: PAYMENT_ID,
      orderId: ORDER.id,
      eventId: EVENT_ID,
      amount: 4300,
      currency: "GBP",
    });
    const answers = [anOrder({ status: "pending" }), anOrder({ status: "paid", expiresAt: null })];
    stubApi(
      on("GET", `/api/v1/orders/${ORDER.id}`, () =>
        json(200, answers.length > 1 ? answers.shift() : answers[0]),
      ),
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "Confirming your payment" })).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "Payment successful" }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View my tickets" })).toHaveAttribute(
      "href",
      `/my-tickets?order=${ORDER.id}`,
    );
  });

  it("thanks a donor, naming the fund and the receipt", () => {
    keepCheckoutNote({
      kind: "donation",
      paymentId: PAYMENT_ID,
      donationId: DONATION_ID,
      organizationName: "East London Mosque",
      fund: "zakat",
      recurring: null,
      giftAid: true,
      amount: 5000,
      currency: "GBP",
    });
    renderPage();
    expect(screen.getByRole("heading", { name: "Thank you for your gift" })).toBeInTheDocument();
    expect(screen.getByText("You gave £50.00 to East London Mosque, for Zakat.")).toBeInTheDocument();
    expect(screen.getByText("Your Gift Aid declaration is kept with it.")).toBeInTheDocument();
    expect(screen.getByText(/a receipt is on its way to your email/)).toBeInTheDocument();
  });

  it("hands the donor the receipt as a PDF, and says so when the payment is not confirmed yet", async () => {
    keepCheckoutNote({
      kind: "donation",
      paymentId: PAYMENT_ID,
      donationId: DONATION_ID,
      organizationName: "East London Mosque",
      fund: "sadaqah",
      recurring: null,
      giftAid: false,
      amount: 2000,
      currency: "GBP",
    });
    const answers = [
      json(409, {
        error: { code: "NO_RECEIPT", message: "This payment is pending: there is no receipt for it" },
      }),
      new Response("%PDF-1.7", { status: 200, headers: { "content-type": "application/pdf" } }),
    ];
    stubApi(on("GET", `/api/v1/payments/${PAYMENT_ID}/receipt.pdf`, () => answers.shift()!));
    const saved = vi.fn<(file: Blob) => string>(() => "blob:receipt");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const user = setupUser();
    renderPage();
    const receipt = screen.getByRole("button", { name: "Download the receipt (PDF)" });

    await user.click(receipt);
    expect(
      await screen.findByText("The receipt is ready once the payment is confirmed. Try again in a moment."),
    ).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();

    await user.click(receipt);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(await saved.mock.calls[0]![0].text()).toBe("%PDF-1.7");
  });

  it("answers a payment it does not know kindly, with the ways on", () => {
    renderPage("not-a-payment");
    expect(screen.getByRole("heading", { name: "We could not find this payment here" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View my tickets" })).toBeInTheDocument();
  });
});
