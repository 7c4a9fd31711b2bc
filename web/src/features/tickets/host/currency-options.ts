import type { TLocale } from "@mawid/contracts/platform";

/** Every ISO 4217 currency the browser knows, each named in the reader's language ("GBP · جنيه إسترليني"). */
export function currencyOptions(locale: TLocale): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "currency" });
  return Intl.supportedValuesOf("currency").map((code) => ({
    value: code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}
