import countryToCurrency from "country-to-currency";

/**
 * The currency a country prices in (GB: GBP, MY: MYR), for what an organisation shows or asks before
 * anyone has chosen one; null where the country is unknown or not given.
 */
export function currencyOfCountry(country: string | null | undefined): string | null {
  if (!country) return null;
  return (countryToCurrency as Record<string, string>)[country.toUpperCase()] ?? null;
}
