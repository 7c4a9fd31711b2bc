import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Input from "antd/es/input";
import Switch from "antd/es/switch";
import { useMutation } from "@tanstack/react-query";
import { currencyOfCountry } from "@mawid/contracts/platform";
import { useId, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../shared/i18n/i18n-context";
import { useOrganization } from "../../shared/organization/use-organization";
import { ButtonLink } from "../../shared/ui/button-link";
import { PageHeader } from "../../shared/ui/page-header";
import { useAuth } from "../auth/auth-context";
import { DeclinedNotice } from "../payments/pay-button/declined-notice";
import { keepCheckoutNote } from "../payments/shared/checkout-note";
import { useGoToCheckout } from "../payments/shared/go-to-checkout";
import { donate } from "../payments/shared/payments-api";
import { usePaymentErrorPolicy } from "../payments/shared/use-payment-error-policy";
import { formatMoney, toMinor } from "../tickets/shared/money";
import { AmountFields } from "./amount-fields";
import "./donation.css";
import {
  type DonationChoice,
  type DonationProblem,
  donationRequest,
  giftAidApplies,
} from "./donation-request";
import { FundField } from "./fund-field";
import { GiftAidFields, NO_GIFT_AID } from "./gift-aid-fields";
import { OrganizationSelect } from "./organization-select";
import { RecurrenceField } from "./recurrence-field";
import { RecurringGifts } from "./recurring-gifts";

/** The donor's calendar day, as the Gift Aid declaration is dated. */
const today = () => new Date().toLocaleDateString("en-CA");

/** /donation: a gift to one organisation's fund, then the checkout the payments service opens. */
export default function DonationPage() {
  const { t, locale } = useI18n();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const preselected = params.get("organization");
  const ids = { organization: useId(), message: useId(), anonymous: useId() };
  const [organizationName, setOrganizationName] = useState("");
  const [chosen, setChoice] = useState<Omit<DonationChoice, "currency"> & { currency: string | null }>({
    organizationId: preselected,
    amount: 25,
    currency: null,
    fund: "general",
    recurring: "once",
    anonymous: true,
    message: "",
    giftAid: NO_GIFT_AID,
  });
  const organization = useOrganization(chosen.organizationId);
  // Until the donor picks a currency, the gift is in the organisation's (a Malaysian masjid's in ringgit),
  // and in pounds before an organisation is chosen.
  const choice: DonationChoice = {
    ...chosen,
    currency: chosen.currency ?? currencyOfCountry(organization.data?.country) ?? "GBP",
  };
  const [problems, setProblems] = useState<DonationProblem[]>([]);
  const set = (patch: Partial<DonationChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const report = usePaymentErrorPolicy();
  const goTo = useGoToCheckout();
  const sending = useRef(false);
  const give = useMutation({ mutationFn: donate });

  const submit = () => {
    if (sending.current) return;
    const made = donationRequest(choice, today());
    if ("problems" in made) {
      setProblems(made.problems);
      return;
    }
    setProblems([]);
    sending.current = true;
    const { request } = made;
    give.mutate(request, {
      onSuccess: ({ donationId, paymentId, url }) => {
        keepCheckoutNote({
          kind: "donation",
          paymentId,
          donationId,
          organizationName,
          fund: request.fund,
          recurring: request.recurring ?? null,
          giftAid: request.giftAid !== undefined,
          amount: request.amount,
          currency: request.currency,
        });
        goTo(url);
      },
      onError: (error) => {
        sending.current = false;
        report(error, { fallback: "donation.failed" });
      },
    });
  };
  const has = (p: DonationProblem) => problems.includes(p);
  const giftAidErrors = {
    fullName: has("fullName") ? t("donation.giftAid.err.fullName") : undefined,
    homeAddress: has("homeAddress") ? t("donation.giftAid.err.homeAddress") : undefined,
    postcode: has("postcode") ? t("donation.giftAid.err.postcode") : undefined,
  };

  return (
    <div className="container page narrow">
      <PageHeader title={t("donation.title")} subtitle={t("donation.lead")} />
      {params.get("payment") === "declined" ? <DeclinedNotice /> : null}
      <Card>
        <form
          className="donation-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="calc-field">
            <label htmlFor={ids.organization}>{t("donation.organizationLabel")}</label>
            <OrganizationSelect
              id={ids.organization}
              value={choice.organizationId}
              preselected={preselected}
              onChange={(organizationId) => set({ organizationId })}
              onNamed={setOrganizationName}
            />
            {has("organization") ? (
              <div className="field-error" role="alert">
                {t("donation.err.organization")}
              </div>
            ) : null}
          </div>
          <AmountFields
            amount={choice.amount}
            currency={choice.currency}
            invalid={has("amount")}
            onAmount={(amount) => set({ amount })}
            onCurrency={(currency) => set({ currency })}
          />
          {has("amount") ? (
            <div className="field-error" role="alert">
              {t("donation.err.amount")}
            </div>
          ) : null}
          <FundField value={choice.fund} onChange={(fund) => set({ fund })} />
          <RecurrenceField value={choice.recurring} onChange={(recurring) => set({ recurring })} />
          <div className="action-row">
            <Switch
              id={ids.anonymous}
              checked={choice.anonymous}
              onChange={(anonymous) => set({ anonymous })}
            />
            <label htmlFor={ids.anonymous}>{t("donation.anonymous")}</label>
          </div>
          <div className="calc-field">
            <label htmlFor={ids.message}>{t("donation.message")}</label>
            <Input.TextArea
              id={ids.message}
              rows={2}
              maxLength={500}
              value={choice.message}
              onChange={(e) => set({ message: e.target.value })}
            />
          </div>
          {giftAidApplies(choice.currency) ? (
            <GiftAidFields
              value={choice.giftAid}
              onChange={(giftAid) => set({ giftAid })}
              errors={giftAidErrors}
            />
          ) : null}
          {user ? (
            <Button type="primary" size="large" block htmlType="submit" loading={give.isPending}>
              {t("donation.submit", {
                amount: formatMoney(toMinor(choice.amount, choice.currency), choice.currency, locale),
              })}
            </Button>
          ) : (
            <Alert
              type="info"
              showIcon
              title={t("donation.signIn")}
              action={
                <ButtonLink to="/auth" type="primary">
                  {t("nav.signIn")}
                </ButtonLink>
              }
            />
          )}
        </form>
      </Card>
      {user ? <RecurringGifts /> : null}
    </div>
  );
}
