const RAD = Math.PI / 180;
const sin = (deg: number) => Math.sin(deg * RAD);
const cos = (deg: number) => Math.cos(deg * RAD);
/** Julian day of 1970-01-01T00:00Z, and of the J2000 epoch. */
const UNIX_EPOCH_JD = 2440587.5;
const J2000 = 2451545;

/**
 * Sunset at a place on a calendar day (`YYYY-MM-DD`), by the sunrise equation (the Sun's centre 0.833°
 * below the horizon, refraction included): within a minute or two of the almanac, enough to place an
 * event before, around or after Maghrib, which every calculation method but Tehran's puts at sunset.
 * Null where the Sun does not set that day.
 */
export function sunset(date: string, latitude: number, longitude: number): Date | null {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const julianDay = Date.UTC(year, month - 1, day) / 86_400_000 + UNIX_EPOCH_JD;
  const n = Math.ceil(julianDay - J2000 + 0.0008);
  const meanSolarNoon = n - longitude / 360;
  const anomaly = (357.5291 + 0.98560028 * meanSolarNoon) % 360;
  const centre = 1.9148 * sin(anomaly) + 0.02 * sin(2 * anomaly) + 0.0003 * sin(3 * anomaly);
  const eclipticLongitude = (anomaly + centre + 180 + 102.9372) % 360;
  const transit = J2000 + meanSolarNoon + 0.0053 * sin(anomaly) - 0.0069 * sin(2 * eclipticLongitude);
  const declination = Math.asin(sin(eclipticLongitude) * sin(23.4397)) / RAD;
  const cosHourAngle = (sin(-0.833) - sin(latitude) * sin(declination)) / (cos(latitude) * cos(declination));
  if (cosHourAngle < -1 || cosHourAngle > 1) return null;
  const hourAngle = Math.acos(cosHourAngle) / RAD;
  return new Date(Math.round((transit + hourAngle / 360 - UNIX_EPOCH_JD) * 86_400_000));
}
