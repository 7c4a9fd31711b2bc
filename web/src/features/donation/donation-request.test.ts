import { GIFT_AID_DECLARATION } from "@mawid/contracts/payments";
import { describe, expect, it } from "vitest";
import { type DonationChoice, donationRequest } from "./donation-request";
import { NO_GIFT_AID } from "./gift-aid-fields";

const ORG = "7d1e9c7a-1111-4a2b-8c3d-000000000000";
const choice = (overrides: Partial<DonationChoice> = {}): DonationChoice => ({
  organizationId: ORG,
  amount: 25,
  currency: "GBP",
  fund: "zakat",
  recurring: "once",
  anonymous: true,
  message: "",
  giftAid: NO_GIFT_AID,
  ...overrides,
});
const giftAid = {
  on: true,
  fullName: "Amina Yusuf",
  homeAddress: "1 High Street, London",
  postcode: "E1 6AN",
};

describe("the donation a donor's choices make", () => {
  it("sends the amount in minor units, anonymous by default, with no recurrence for a one-off gift", () => {
    expect(donationRequest(choice({ amount: 12.5 }), "2026-11-24")).toEqual({
      request: { organizationId: ORG, amount: 1250, currency: "GBP", fund: "zakat", anonymous: true },
    });
  });

  it("carries HMRC's declaration, word for word and dated, on a gift in pounds", () => {
    const result = donationRequest(choice({ giftAid, recurring: "monthly" }), "2026-11-24");
    expect(result).toMatchObject({
      request: {
        recurring: "monthly",
        giftAid: {
          fullName: "Amina Yusuf",
          postcode: "E1 6AN",
          declaration: GIFT_AID_DECLARATION,
          date: "2026-11-24",
        },
      },
    });
  });

  it("never sends Gift Aid with another currency, even if it was ticked before the currency changed", () => {
    const result = donationRequest(choice({ currency: "USD", giftAid }), "2026-11-24");
    expect(result).toEqual({ request: expect.not.objectContaining({ giftAid: expect.anything() }) });
  });

  it("names what is missing: the organisation, and a Gift Aid address outside the UK", () => {
    const result = donationRequest(
      choice({ organizationId: null, giftAid: { ...giftAid, postcode: "90210" } }),
      "2026-11-24",
    );
    expect(result).toEqual({ problems: ["organization", "postcode"] });
  });
});
