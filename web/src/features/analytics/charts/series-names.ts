import { ZSection } from "@mawid/contracts/ticketing";
import { FUNDS } from "@mawid/contracts/payments";
import { useCallback } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney, minorPerMajor } from "../../tickets/shared/money";
import { audienceKey } from "../../events/shared/labels";

const isFund = (value: string): value is (typeof FUNDS)[number] =>
  (FUNDS as readonly string[]).includes(value);

/** A series as the reader names it: a section or fund in their language; a gate or currency as it is. */
export function useSeriesName(): (series: string) => string {
  const { t } = useI18n();
  return useCallback(
    (series: string) => {
      if (series === "all") return t("an.series.all");
      const section = ZSection.safeParse(series);
      if (section.success) return t(audienceKey(section.data));
      if (isFund(series)) return t(`donation.fund.${series}`);
      return series;
    },
    [t],
  );
}

export const isCurrency = (value: string): boolean => /^[A-Z]{3}$/.test(value);

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
