import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import { useId, useState } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import { PageHeader } from "../../shared/ui/page-header";

const AMOUNTS = [10, 25, 50, 100] as const;
const FUNDS = ["general", "zakat", "sadaqah"] as const;

/** The donation screen; the payment itself arrives with the payments service. */
export default function DonationPage() {
  const { t } = useI18n();
  const otherId = useId();
  const [amount, setAmount] = useState<number>(25);
  const [fund, setFund] = useState<(typeof FUNDS)[number]>("general");
  return (
    <div className="container page narrow">
      <PageHeader title={t("donation.title")} subtitle={t("donation.lead")} />
      <Card>
        <fieldset className="plain-fieldset">
          <legend>{t("donation.amountLabel")}</legend>
          <Radio.Group
            value={AMOUNTS.includes(amount as (typeof AMOUNTS)[number]) ? amount : null}
            onChange={(e) => setAmount(e.target.value as number)}
            optionType="button"
            buttonStyle="solid"
            size="large"
            options={AMOUNTS.map((a) => ({ value: a, label: <span dir="ltr">${a}</span> }))}
          />
        </fieldset>
        <div className="calc-field">
          <label htmlFor={otherId}>{t("donation.otherAmount")}</label>
          <InputNumber
            id={otherId}
            min={1}
            precision={2}
            value={amount}
            onChange={(v) => setAmount(typeof v === "number" && v >= 1 ? v : 1)}
            size="large"
            style={{ inlineSize: "100%" }}
          />
        </div>
        <fieldset className="plain-fieldset">
          <legend>{t("donation.fundLabel")}</legend>
          <Radio.Group
            value={fund}
            onChange={(e) => setFund(e.target.value as (typeof FUNDS)[number])}
            options={FUNDS.map((f) => ({ value: f, label: t(`donation.fund.${f}`) }))}
          />
        </fieldset>
        <Alert type="info" showIcon title={t("donation.comingSoon")} className="spaced" />
        <Button type="primary" size="large" block disabled>
          {t("donation.submit", { amount: amount.toFixed(2) })}
        </Button>
      </Card>
    </div>
  );
}
