import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders } from "../../../test-utils";
import { EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import { anOrder } from "../../tickets/shared/tickets.fixtures";
import { keepCheckoutNote } from "../shared/checkout-note";
import { DONATION_ID, ORDER, PAYMENT_ID } from "../shared/payments.fixtures";
import PaymentSuccessPage from "./payment-success-page";

afterEach(() => sessionStorage.clear());

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

  it("answers a payment it does not know kindly, with the ways on", () => {
    renderPage("not-a-payment");
    expect(screen.getByRole("heading", { name: "We could not find this payment here" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View my tickets" })).toBeInTheDocument();
  });
});
