import countryToCurrency from "country-to-currency";
import type { TLocale } from "@mawid/contracts/platform";

/** Every ISO 4217 currency the browser knows, each named in the reader's language ("GBP · جنيه إسترليني"). */
export function currencyOptions(locale: TLocale): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "currency" });
  return Intl.supportedValuesOf("currency").map((code) => ({
    value: code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}

/** The currency a country prices in (GB: GBP), for a host's first ticket type; null where unknown. */
export function currencyOfCountry(country: string | null | undefined): string | null {
  if (!country) return null;
  return (countryToCurrency as Record<string, string>)[country.toUpperCase()] ?? null;
}
