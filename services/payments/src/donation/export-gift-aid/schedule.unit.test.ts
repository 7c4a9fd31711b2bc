import { describe, expect, it } from "vitest";
import { GIFT_AID_DECLARATION } from "@mawid/contracts/payments";
import { giftAidSchedule } from "./schedule.ts";

const declaration = (fullName: string, homeAddress: string, postcode: string) => ({
  fullName,
  homeAddress,
  postcode,
  declaration: GIFT_AID_DECLARATION,
  date: "2026-11-24",
});

describe("HMRC's Gift Aid schedule", () => {
  it("writes HMRC's columns, names apart, the house's number or name, DD/MM/YY and pounds", () => {
    const csv = giftAidSchedule([
      {
        declaration: declaration("Aisha Bint Rahman", "12a High Street, Leicester", "le15aa"),
        amount: 5000,
        receivedAt: new Date("2026-11-24T21:30:00Z"),
      },
      {
        declaration: declaration("Yusuf", "Rose Cottage, Mill Lane, Bradford", "BD1 1AA"),
        amount: 1205,
        receivedAt: new Date("2027-01-02T08:00:00Z"),
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "Title,First name,Last name,House name or number,Postcode,Aggregated donations,Sponsored event,Donation date,Amount",
      ",Aisha Bint,Rahman,12a,LE1 5AA,,,24/11/26,50.00",
      ",,Yusuf,Rose Cottage,BD1 1AA,,,02/01/27,12.05",
      "",
    ]);
  });

  it("shows a typed formula as text, and quotes a comma", () => {
    const csv = giftAidSchedule([
      {
        declaration: declaration('=HYPERLINK("x") Smith', "Flat 2, The Mews", "SW1A 1AA"),
        amount: 100,
        receivedAt: new Date("2026-11-24T00:00:00Z"),
      },
    ]);
    expect(csv.split("\r\n")[1]).toBe(`,"'=HYPERLINK(""x"")",Smith,Flat 2,SW1A 1AA,,,24/11/26,1.00`);
  });
});
