import { GIFT_AID_DECLARATION } from "@mawid/contracts/payments";
import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { signedInAs } from "../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../test-utils";
import {
  aListing,
  anOrganization,
  json,
  ORG_ID,
  on,
  pageOf,
  stubApi,
} from "../events/shared/events.fixtures";
import { DONATION_ID, PAYMENT_ID } from "../payments/shared/payments.fixtures";
import DonationPage from "./donation-page";

afterEach(() => sessionStorage.clear());

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/donation" element={<DonationPage />} />
      <Route path="/checkout/test/:paymentId" element={<h1>Test checkout page</h1>} />
    </Routes>,
    { auth: signedInAs(), path: "/donation" },
  );

function gateway({ country = "GB" } = {}) {
  return stubApi(
    on("GET", "/api/v1/events", () => json(200, pageOf([aListing()]))),
    on("GET", `/api/v1/organizations/${ORG_ID}`, () => json(200, anOrganization({ country }))),
    on("GET", "/api/v1/follows", () => json(200, { items: [] })),
    on("GET", "/api/v1/donations/recurring", () => json(200, { items: [] })),
    on("POST", "/api/v1/donations", () =>
      json(201, { donationId: DONATION_ID, paymentId: PAYMENT_ID, url: `/checkout/test/${PAYMENT_ID}` }),
    ),
  );
}

async function chooseOrganization(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText("Organisation"));
  await user.click(await screen.findByTitle("East London Mosque"));
}

describe("/donation", () => {
  it("asks for Gift Aid only for a gift in pounds, with HMRC's wording", async () => {
    const user = setupUser();
    gateway();
    renderPage();
    expect(screen.getByText(GIFT_AID_DECLARATION)).toBeInTheDocument();
    await user.click(screen.getByLabelText("Currency"));
    await user.click(await screen.findByTitle("USD"));
    expect(screen.queryByText(GIFT_AID_DECLARATION)).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Gift Aid (UK taxpayers)" })).not.toBeInTheDocument();
  });

  it("gives zakat with a Gift Aid declaration and goes to the checkout", async () => {
    // the closing organisation list leaves pointer-events: none on the page for a moment in jsdom
    const user = setupUser({ pointerEventsCheck: 0 });
    const calls = gateway();
    renderPage();
    await chooseOrganization(user);
    await user.click(screen.getByRole("radio", { name: "£50.00" }));
    await user.click(screen.getByRole("radio", { name: "Zakat" }));
    expect(screen.getByText(/Zakat is never mixed with other money/)).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: /Give anonymously/ })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: /add Gift Aid/ }));
    await user.type(screen.getByLabelText("Full name"), "Amina Yusuf");
    await user.type(screen.getByLabelText("Home address"), "1 High Street, London");
    await user.type(screen.getByLabelText("Postcode"), "E1 6AN");
    await user.dblClick(screen.getByRole("button", { name: "Donate £50.00" }));

    expect(await screen.findByRole("heading", { name: "Test checkout page" })).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === "POST");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      organizationId: ORG_ID,
      amount: 5000,
      currency: "GBP",
      fund: "zakat",
      anonymous: true,
      giftAid: { fullName: "Amina Yusuf", postcode: "E1 6AN", declaration: GIFT_AID_DECLARATION },
    });
  });

  it("asks a gift to a masjid abroad in its own currency until the donor picks another", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const calls = gateway({ country: "MY" });
    renderPage();
    await chooseOrganization(user);
    expect(await screen.findByRole("button", { name: /^Donate MYR\s25\.00$/ })).toBeInTheDocument();
    expect(screen.queryByText(GIFT_AID_DECLARATION)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText("Currency"));
    await user.click(await screen.findByTitle("USD"));
    await user.click(screen.getByRole("button", { name: "Donate US$25.00" }));
    expect(await screen.findByRole("heading", { name: "Test checkout page" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ amount: 2500, currency: "USD" });
  });

  it("says which organisation is missing before sending anything", async () => {
    const user = setupUser();
    const calls = gateway();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Donate £25.00" }));
    expect(await screen.findByText("Choose the organisation to give to")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });
});
