import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Radio from "antd/es/radio";
import { useId, useMemo, useState } from "react";
import { useDownload } from "../../../shared/http/use-download";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { calendarDay } from "../../events/shared/zoned-format";
import { fetchGiftAidSchedule } from "../shared/payments-api";
import { usePaymentErrorPolicy } from "../shared/use-payment-error-policy";
import { type TaxYear, ukTaxYears } from "./uk-tax-year";

type Period = "current" | "previous" | "all";

/**
 * The donations with a Gift Aid declaration as HMRC's Charities Online schedule, for a UK charity to
 * upload and claim on: by tax year, as claims are usually made, or everything at once.
 */
export function GiftAidCard({ organizationId }: { organizationId: string }) {
  const { t, locale } = useI18n();
  const id = useId();
  const years = useMemo(() => ukTaxYears(new Date()), []);
  const [period, setPeriod] = useState<Period>("previous");
  const { busy, download } = useDownload(usePaymentErrorPolicy());
  const day = (date: string) => calendarDay(date, locale);
  const span = (year: TaxYear) =>
    t("finance.giftAid.span", { from: day(year.firstDay), to: day(year.lastDay) });
  const chosen = period === "all" ? null : years[period];
  const save = () =>
    download(
      "gift-aid",
      () =>
        fetchGiftAidSchedule(
          organizationId,
          chosen ? { from: chosen.from.toISOString(), to: chosen.to.toISOString() } : {},
        ),
      chosen ? `gift-aid-${chosen.firstDay}-${chosen.lastDay}.csv` : "gift-aid.csv",
    );
  return (
    <Card title={<h2 className="card-title">{t("finance.giftAid.title")}</h2>}>
      <p className="gift-aid-lead">{t("finance.giftAid.lead")}</p>
      <fieldset className="plain-fieldset">
        <legend id={`${id}-period`}>{t("finance.giftAid.period")}</legend>
        <Radio.Group
          aria-labelledby={`${id}-period`}
          value={period}
          onChange={(e) => setPeriod(e.target.value)}
          options={[
            { value: "previous", label: `${t("finance.giftAid.previous")} (${span(years.previous)})` },
            { value: "current", label: `${t("finance.giftAid.current")} (${span(years.current)})` },
            { value: "all", label: t("finance.giftAid.all") },
          ]}
          className="stacked-radios"
        />
      </fieldset>
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy !== null} onClick={save}>
        {t("finance.giftAid.download")}
      </Button>
    </Card>
  );
}
