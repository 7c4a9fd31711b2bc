import { describe, expect, it } from "vitest";
import { gridCell, haversineKm, Nearest } from "./near-search.ts";

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
      const cell = gridCell(visitor, radiusKm);
      expect(haversineKm(cell.centre, event)).toBeLessThanOrEqual(radiusKm + cell.reachKm);
    }
  });

  it("puts nearby visitors in one cell and distant ones in others", () => {
    const cell = (latitude: number, longitude: number, radiusKm = 5) =>
      gridCell({ latitude, longitude }, radiusKm).key;
    expect(cell(51.501, -0.121)).toBe(cell(51.509, -0.139));
    expect(cell(51.501, -0.121)).not.toBe(cell(51.6, -0.121));
    expect(cell(51.41, -0.121, 25)).toBe(cell(51.59, -0.121, 25));
    expect(cell(51.41, -0.121, 25)).not.toBe(cell(51.41, -0.121, 5));
  });
});

describe("Nearest", () => {
  const closeness = [0.5, 0.9, 0.5, 0.99, 0.1, 0.9, 0.7];
  const offered = (indexes: number[], count: number) => {
    const nearest = new Nearest(count);
    for (const i of indexes) nearest.offer(i, closeness[i]!);
    return nearest.indexes;
  };

  it("keeps the nearest first, equals in the order offered, as a full sort would", () => {
    const indexes = [0, 1, 2, 3, 4, 5, 6];
    const sorted = [...indexes].sort((a, b) => closeness[b]! - closeness[a]!);
    expect(offered(indexes, 4)).toEqual(sorted.slice(0, 4));
    expect(offered(indexes, 7)).toEqual(sorted);
    expect(offered([4, 6], 5)).toEqual([6, 4]);
    expect(offered([5, 1, 3], 2)).toEqual([3, 5]);
  });
});
