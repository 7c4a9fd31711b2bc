import countryToCurrency from "country-to-currency";

const CURRENCY_OF = countryToCurrency as Record<string, string>;

/** Every ISO 3166 country code, each with the currency it prices in: what an organisation's country may be. */
export const COUNTRY_CODES: readonly string[] = Object.keys(CURRENCY_OF);

/**
 * The currency a country prices in (GB: GBP, MY: MYR), for what an organisation shows or asks before
 * anyone has chosen one; null where the country is unknown or not given.
 */
export function currencyOfCountry(country: string | null | undefined): string | null {
  if (!country) return null;
  return CURRENCY_OF[country.toUpperCase()] ?? null;
}
