import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import ToastHost from "../../../shared/ui/toast-host";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { json, on, stubApi } from "../../events/shared/events.fixtures";
import { ORDER, PAYMENT_ID } from "../shared/payments.fixtures";
import { PayButton } from "./pay-button";

const renderButton = () =>
  renderWithProviders(
    <>
      <ToastHost />
      <Routes>
        <Route path="/" element={<PayButton order={ORDER} />} />
        <Route path="/checkout/test/:paymentId" element={<h1>Test checkout page</h1>} />
      </Routes>
    </>,
    { auth: signedInAs() },
  );

describe("the Pay button on a pending order", () => {
  it("shows the total, opens one checkout however often it is clicked, and hands the buyer to it", async () => {
    const user = setupUser();
    const calls = stubApi(
      on("POST", `/api/v1/orders/${ORDER.id}/checkout`, () =>
        json(201, { paymentId: PAYMENT_ID, url: `/checkout/test/${PAYMENT_ID}` }),
      ),
    );
    renderButton();
    const pay = screen.getByRole("button", { name: "Pay £43.00" });
    await user.dblClick(pay);
    await user.click(pay);

    expect(await screen.findByRole("heading", { name: "Test checkout page" })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("says by its code why an order cannot be paid, and lets the buyer try again", async () => {
    const user = setupUser();
    const calls = stubApi(
      on("POST", `/api/v1/orders/${ORDER.id}/checkout`, () =>
        json(409, { error: { code: "ORDER_NOT_PAYABLE", message: "Order is not payable" } }),
      ),
    );
    renderButton();
    await user.click(screen.getByRole("button", { name: "Pay £43.00" }));
    expect(
      await screen.findByText("This order cannot be paid: it is already paid, cancelled or expired."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay £43.00" }));
    expect(calls).toHaveLength(2);
  });
});
