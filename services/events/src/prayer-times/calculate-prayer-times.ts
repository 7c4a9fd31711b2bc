import {
  CalculationMethod,
  type CalculationParameters,
  Coordinates,
  HighLatitudeRule,
  Madhab,
  PolarCircleResolution,
  PrayerTimes,
} from "adhan";
import type { TCalculationMethod, TMadhab, TPrayerTimes } from "@mawid/contracts/events";
import { zonedIso } from "@mawid/contracts/events";
import { ValidationError } from "@mawid/service";

const PARAMETERS: Record<TCalculationMethod, () => CalculationParameters> = {
  muslim_world_league: CalculationMethod.MuslimWorldLeague,
  isna: CalculationMethod.NorthAmerica,
  north_america: CalculationMethod.NorthAmerica,
  egyptian: CalculationMethod.Egyptian,
  umm_al_qura: CalculationMethod.UmmAlQura,
  karachi: CalculationMethod.Karachi,
  dubai: CalculationMethod.Dubai,
  moonsighting_committee: CalculationMethod.MoonsightingCommittee,
  kuwait: CalculationMethod.Kuwait,
  qatar: CalculationMethod.Qatar,
  singapore: CalculationMethod.Singapore,
  tehran: CalculationMethod.Tehran,
  turkey: CalculationMethod.Turkey,
};

export interface PrayerPlace {
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface PrayerReckoning {
  method: TCalculationMethod;
  madhab: TMadhab;
}

/**
 * The day's times at a place, for the place's calendar day `date` (YYYY-MM-DD). adhan reads the
 * year, month and day of the Date it is given through the runtime's local getters, so the Date is
 * built from those same local fields: the server's own zone never moves the day.
 */
export function calculatePrayerTimes(
  place: PrayerPlace,
  date: string,
  reckoning: PrayerReckoning,
): TPrayerTimes {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const coordinates = new Coordinates(place.latitude, place.longitude);
  const parameters = PARAMETERS[reckoning.method]();
  parameters.madhab = reckoning.madhab === "hanafi" ? Madhab.Hanafi : Madhab.Shafi;
  // Above about 48 degrees twilight can last all night in summer: the rule adhan recommends for the
  // latitude bounds Fajr and Isha, and beyond the polar circles the nearest latitude with a sunrise
  // and a sunset lends its times.
  parameters.highLatitudeRule = HighLatitudeRule.recommended(coordinates);
  parameters.polarCircleResolution = PolarCircleResolution.AqrabBalad;
  const times = new PrayerTimes(coordinates, new Date(year, month - 1, day), parameters);
  const at = (instant: Date) => {
    if (Number.isNaN(instant.getTime())) {
      throw new ValidationError(
        "Prayer times cannot be calculated for this place on this date",
        { lat: "Prayer times cannot be calculated for this place on this date" },
        "PRAYER_TIMES_UNAVAILABLE",
      );
    }
    return zonedIso(instant, place.timeZone);
  };
  return {
    fajr: at(times.fajr),
    sunrise: at(times.sunrise),
    dhuhr: at(times.dhuhr),
    asr: at(times.asr),
    maghrib: at(times.maghrib),
    isha: at(times.isha),
  };
}
