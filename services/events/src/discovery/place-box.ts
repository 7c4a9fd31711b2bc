import type { TPoint } from "@mawid/contracts/events";

const EARTH_RADIUS_KM = 6371;
const degrees = (radians: number) => (radians * 180) / Math.PI;
/** Widens the box by about a millimetre, for rounding between JavaScript and PostgreSQL. */
const SLACK_DEGREES = 1e-8;

/**
 * The latitude and longitude bounds every point within radiusKm of the point lies in, on the same
 * sphere as the haversine distance (listing.ts), and the 0.1° bands of latitude they span
 * (discovery_events.place_band). `west`/`east` are null where the circle holds a pole or crosses the
 * antimeridian: every longitude of those bands can then be within reach.
 */
export interface PlaceBox {
  south: number;
  north: number;
  west: number | null;
  east: number | null;
  bands: number[];
}

export function placeBox(point: TPoint, radiusKm: number): PlaceBox {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const dLat = degrees(angle) + SLACK_DEGREES;
  const south = Math.max(-90, point.latitude - dLat);
  const north = Math.min(90, point.latitude + dLat);
  const bands: number[] = [];
  for (let band = Math.floor(south * 10); band <= Math.floor(north * 10); band++) bands.push(band);
  // The widest a circle gets in longitude, reached where its edge runs north-south: asin(sin r / cos lat).
  const spread = Math.sin(angle) / Math.cos((point.latitude * Math.PI) / 180);
  const holdsPole = south <= -90 || north >= 90 || spread >= 1;
  const dLng = holdsPole ? 180 : degrees(Math.asin(spread)) + SLACK_DEGREES;
  const west = point.longitude - dLng;
  const east = point.longitude + dLng;
  if (holdsPole || west < -180 || east > 180) return { south, north, west: null, east: null, bands };
  return { south, north, west, east, bands };
}
