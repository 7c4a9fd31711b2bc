import { describe, expect, it } from "vitest";
import { type TDiscoveryPage, type TEventListing, ZDiscoveryPage } from "@mawid/contracts/events";
import { discoveryPageJson, openListingJson } from "./page-json.ts";

const listing = (id: string, title: string): TEventListing => ({
  id,
  organizationId: "5f0c4c1e-8f5e-4a8e-9a7b-0d9f1c2b3a4d",
  organizationName: id.endsWith("1") ? null : "مسجد النور",
  title,
  excerpt: 'Talks, "iftar" and \\ du\'a\nfor all',
  category: "lecture",
  audience: "mixed",
  startsAt: "2026-12-01T18:00:00.000Z",
  endsAt: "2026-12-01T20:00:00.000Z",
  timeZone: "Europe/London",
  venue: {
    name: "East London Mosque",
    address: "82-92 Whitechapel Rd",
    latitude: 51.5175,
    longitude: -0.0653,
  },
  online: false,
  coverImageUrl: null,
  tags: ["family", "اردو"],
  languages: ["en", "ur"],
  facilities: ["wudu-area"],
  moonSighting: true,
  lowestPrice: { amount: 0, currency: "GBP" },
  promoted: false,
  hostVerified: true,
});

const serialized = (page: TDiscoveryPage) => JSON.stringify(ZDiscoveryPage.encode(page));

describe("a discovery page's JSON from listings encoded once", () => {
  const a = listing("0b6f6c1a-3f0e-4c8e-9d2a-6e5f4d3c2b11", "Seerah night: سيرة");
  const b = listing("0b6f6c1a-3f0e-4c8e-9d2a-6e5f4d3c2b12", "Eid 🌙 bazaar");

  it("is the bytes the route's serializer sends for the same page, with each visitor's distance", () => {
    const meta = { page: 2, pageSize: 20, total: 57 };
    const json = discoveryPageJson(
      [
        { json: openListingJson(a), distanceKm: 0 },
        { json: openListingJson(b), distanceKm: 12.3 },
      ],
      meta,
    );
    expect(json.toString("utf8")).toBe(
      serialized({
        items: [
          { ...a, distanceKm: 0 },
          { ...b, distanceKm: 12.3 },
        ],
        ...meta,
      }),
    );
  });

  it("leaves the distance out when none was asked about, and answers an empty page", () => {
    const meta = { page: 1, pageSize: 20, total: 1 };
    expect(String(discoveryPageJson([{ json: openListingJson(a) }], meta))).toBe(
      serialized({ items: [a], ...meta }),
    );
    expect(String(discoveryPageJson([], { ...meta, total: 0 }))).toBe(
      serialized({ items: [], ...meta, total: 0 }),
    );
  });

  it("refuses a listing that breaks the contract, as the serializer does", () => {
    expect(() => openListingJson({ ...a, id: "not-a-uuid" })).toThrow();
  });
});
