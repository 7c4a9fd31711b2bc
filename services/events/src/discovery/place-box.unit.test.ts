import { describe, expect, it } from "vitest";
import { haversineKm } from "./near-search.ts";
import { placeBox } from "./place-box.ts";

describe("placeBox", () => {
  it("bounds a circle in a city by its latitude and the widest it gets in longitude", () => {
    const birmingham = { latitude: 52.4862, longitude: -1.8904 };
    const box = placeBox(birmingham, 25);
    expect(box.south).toBeCloseTo(52.4862 - 0.22483, 4);
    expect(box.north).toBeCloseTo(52.4862 + 0.22483, 4);
    expect(box.west).toBeCloseTo(-1.8904 - 0.36921, 4);
    expect(box.east).toBeCloseTo(-1.8904 + 0.36921, 4);
    expect(box.bands).toEqual([522, 523, 524, 525, 526, 527]);
  });

  it("keeps every point of the circle's edge inside, including its widest points poleward of the centre", () => {
    for (const [latitude, radiusKm] of [
      [52, 25],
      [80, 300],
      [88.9, 100],
      [-70, 500],
    ] as const) {
      const centre = { latitude, longitude: 10 };
      const box = placeBox(centre, radiusKm);
      for (let step = 0; step < 720; step++) {
        const bearing = (step / 720) * 2 * Math.PI;
        const angle = radiusKm / 6371;
        const lat = (latitude * Math.PI) / 180;
        const lat2 = Math.asin(
          Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(bearing),
        );
        const dLng = Math.atan2(
          Math.sin(bearing) * Math.sin(angle) * Math.cos(lat),
          Math.cos(angle) - Math.sin(lat) * Math.sin(lat2),
        );
        const edge = { latitude: (lat2 * 180) / Math.PI, longitude: 10 + (dLng * 180) / Math.PI };
        expect(haversineKm(centre, edge)).toBeCloseTo(radiusKm, 6);
        expect(edge.latitude).toBeGreaterThanOrEqual(box.south);
        expect(edge.latitude).toBeLessThanOrEqual(box.north);
        if (box.west !== null && box.east !== null) {
          expect(edge.longitude).toBeGreaterThanOrEqual(box.west);
          expect(edge.longitude).toBeLessThanOrEqual(box.east);
        }
        expect(box.bands).toContain(Math.floor(edge.latitude * 10));
      }
    }
  });

  it("leaves longitude open where the circle holds a pole", () => {
    const box = placeBox({ latitude: 89.3, longitude: 20 }, 100);
    expect([box.west, box.east, box.north]).toEqual([null, null, 90]);
    expect(box.bands.at(-1)).toBe(900);
  });

  it("leaves longitude open where the circle crosses the antimeridian, and not where it stops short", () => {
    expect(placeBox({ latitude: -17.75, longitude: 179.9 }, 25).west).toBeNull();
    expect(placeBox({ latitude: -17.75, longitude: -179.9 }, 25).east).toBeNull();
    expect(placeBox({ latitude: -17.75, longitude: 179.5 }, 25).east).toBeLessThan(180);
  });
});
