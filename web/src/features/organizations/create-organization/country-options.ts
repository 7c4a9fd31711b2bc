import { COUNTRY_CODES, type TLocale } from "@mawid/contracts/platform";

/** Every country, named in the reader's language and in its alphabetical order. */
export function countryOptions(locale: TLocale): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}

/** The country the browser's language points to (en-GB: GB), for a first guess; null where it names none. */
export function browserCountry(language: string | undefined): string | null {
  if (!language) return null;
  try {
    const region = new Intl.Locale(language).maximize().region;
    return region && COUNTRY_CODES.includes(region) ? region : null;
  } catch {
    return null;
  }
}
