import { ZSection } from "@mawid/contracts/ticketing";
import { FUNDS } from "@mawid/contracts/payments";
import { useCallback } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney, minorPerMajor } from "../../tickets/shared/money";
import { audienceKey } from "../../events/shared/labels";

const isFund = (value: string): value is (typeof FUNDS)[number] =>
  (FUNDS as readonly string[]).includes(value);

/** The currency a money series is in: "GBP" for revenue, "GBP zakat" for donations; null for counts. */
export function currencyOf(series: string): string | null {
  return /^([A-Z]{3})(?: |$)/.exec(series)?.[1] ?? null;
}

/**
 * A series as the reader names it: a section or fund in their language (a fund with its currency), a
 * check-in at no gate as such, a currency or a gate's id as it is.
 */
export function useSeriesName(): (series: string) => string {
  const { t } = useI18n();
  return useCallback(
    (series: string) => {
      if (series === "all") return t("an.series.all");
      if (series === "no gate") return t("an.noGate");
      const section = ZSection.safeParse(series);
      if (section.success) return t(audienceKey(section.data));
      const [currency, fund] = series.split(" ");
      if (currency && fund && isFund(fund))
        return t("an.fundIn", { fund: t(`donation.fund.${fund}`), currency });
      return series;
    },
    [t],
  );
}

/** Counts as the reader writes whole numbers. */
export function useCount(): (value: number) => string {
  const { locale } = useI18n();
  return useCallback(
    (value: number) =>
      new Intl.NumberFormat(locale === "en" ? "en-GB" : `${locale}-u-nu-latn`, {
        maximumFractionDigits: 1,
      }).format(value),
    [locale],
  );
}

/** An amount already in major units (as charts draw it), written as money of its currency. */
export function useMajorMoney(): (value: number, currency: string) => string {
  const { locale } = useI18n();
  return useCallback(
    (value: number, currency: string) =>
      formatMoney(Math.round(value * minorPerMajor(currency)), currency, locale),
    [locale],
  );
}
