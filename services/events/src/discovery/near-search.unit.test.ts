import { describe, expect, it } from "vitest";
import { gridCell, haversineKm } from "./near-search.ts";

describe("near-me grid cells", () => {
  it("measures known distances as the database does", () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const birmingham = { latitude: 52.4862, longitude: -1.8904 };
    expect(haversineKm(london, birmingham)).toBeCloseTo(162.9, 0);
    expect(haversineKm(london, london)).toBe(0);
  });

  it("never leaves out an event within reach of a visitor anywhere in the cell", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let i = 0; i < 5_000; i++) {
      const visitor = { latitude: random() * 140 - 70, longitude: random() * 360 - 180 };
      const radiusKm = 1 + random() * 99;
      const bearing = random() * 2 * Math.PI;
      const km = random() * radiusKm;
      const event = {
        latitude: visitor.latitude + (km * Math.cos(bearing)) / 111.2,
        longitude:
          visitor.longitude +
          (km * Math.sin(bearing)) / (111.2 * Math.cos((visitor.latitude * Math.PI) / 180)),
      };
      const distance = haversineKm(visitor, event);
      if (distance > radiusKm) continue;
      const cell = gridCell(visitor);
      expect(haversineKm(cell.centre, event)).toBeLessThanOrEqual(radiusKm + cell.reachKm);
    }
  });

  it("puts nearby visitors in one cell and distant ones in others", () => {
    expect(gridCell({ latitude: 51.501, longitude: -0.121 }).key).toBe(
      gridCell({ latitude: 51.509, longitude: -0.139 }).key,
    );
    expect(gridCell({ latitude: 51.501, longitude: -0.121 }).key).not.toBe(
      gridCell({ latitude: 51.6, longitude: -0.121 }).key,
    );
  });
});
