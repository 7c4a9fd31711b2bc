import {
  GIFT_AID_DECLARATION,
  type TDonateRequest,
  type TFund,
  type TRecurrence,
  ZDonateRequest,
} from "@mawid/contracts/payments";
import { toMinor } from "../tickets/shared/money";
import type { GiftAidChoice } from "./gift-aid-fields";

export interface DonationChoice {
  organizationId: string | null;
  amount: number;
  currency: string;
  fund: TFund;
  recurring: TRecurrence | "once";
  anonymous: boolean;
  message: string;
  giftAid: GiftAidChoice;
}

export type DonationProblem = "organization" | "amount" | "fullName" | "homeAddress" | "postcode";

/** Gift Aid is a UK scheme on gifts in pounds: any other currency never carries a declaration. */
export const giftAidApplies = (currency: string) => currency === "GBP";

/**
 * The request the choice makes, checked by the contract's own schema, or the fields it is missing.
 * `today` is the declaration's date, the donor's calendar day.
 */
export function donationRequest(
  choice: DonationChoice,
  today: string,
): { request: TDonateRequest } | { problems: DonationProblem[] } {
  const withGiftAid = giftAidApplies(choice.currency) && choice.giftAid.on;
  const candidate = {
    organizationId: choice.organizationId ?? "",
    amount: toMinor(choice.amount, choice.currency),
    currency: choice.currency,
    fund: choice.fund,
    ...(choice.recurring === "once" ? {} : { recurring: choice.recurring }),
    anonymous: choice.anonymous,
    ...(choice.message.trim() ? { message: choice.message.trim() } : {}),
    ...(withGiftAid
      ? {
          giftAid: {
            fullName: choice.giftAid.fullName,
            homeAddress: choice.giftAid.homeAddress,
            postcode: choice.giftAid.postcode,
            declaration: GIFT_AID_DECLARATION,
            date: today,
          },
        }
      : {}),
  };
  const parsed = ZDonateRequest.safeParse(candidate);
  if (parsed.success) return { request: parsed.data };
  const problems = new Set<DonationProblem>();
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    if (first === "organizationId") problems.add("organization");
    else if (first === "amount") problems.add("amount");
    else if (
      first === "giftAid" &&
      (second === "fullName" || second === "homeAddress" || second === "postcode")
    )
      problems.add(second);
  }
  return { problems: [...problems] };
}
