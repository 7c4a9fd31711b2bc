import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import { keepCheckoutNote } from "../shared/checkout-note";
import { ORDER, PAYMENT_ID, testResult } from "../shared/payments.fixtures";
import TestCheckoutPage from "./test-checkout-page";

afterEach(() => sessionStorage.clear());

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {pathname + search}</p>;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/checkout/test/:paymentId" element={<TestCheckoutPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { auth: signedInAs(), path: `/checkout/test/${PAYMENT_ID}` },
  );

const orderNote = () =>
  keepCheckoutNote({
    kind: "order",
    paymentId: PAYMENT_ID,
    orderId: ORDER.id,
    eventId: EVENT_ID,
    amount: 4300,
    currency: "GBP",
  });

describe("the test checkout page", () => {
  it("is marked TEST, asks for no card, and shows the amount and what it is for", () => {
    orderNote();
    renderPage();
    expect(screen.getByRole("note")).toHaveTextContent("TEST This is a test payment page.");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByText("£43.00")).toBeInTheDocument();
    expect(screen.getByText("Tickets for your order")).toBeInTheDocument();
  });

  it("Pay completes the payment once and goes to /payment-success", async () => {
    const user = setupUser();
    orderNote();
    const calls = stubApi(
      on("POST", `/api/v1/payments/${PAYMENT_ID}/test/complete`, () => json(200, testResult("succeeded"))),
    );
    renderPage();
    await user.dblClick(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText(`Landed on /payment-success?payment=${PAYMENT_ID}`)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("Decline goes back to the order, saying it was declined", async () => {
    const user = setupUser();
    orderNote();
    stubApi(on("POST", `/api/v1/payments/${PAYMENT_ID}/test/decline`, () => json(200, testResult("failed"))));
    renderPage();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(
      await screen.findByText(`Landed on /register-event/${EVENT_ID}?order=${ORDER.id}&payment=declined`),
    ).toBeInTheDocument();
  });

  it("still offers Pay and Decline for a payment this tab did not start", () => {
    renderPage();
    expect(
      screen.getByText("This payment was started elsewhere, so its amount is not shown here."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay" })).toBeEnabled();
  });
});
