import type { TEventListing } from "@mawid/contracts/events";
import { ZTier } from "@mawid/contracts/identity";
import { describe, expect, it } from "vitest";
import { promotionOf } from "../../../../../services/events/src/discovery/promotion.ts";
import {
  PROMOTION_BOOST as SERVICE_BOOST,
  type RankingProfile,
  rank,
} from "../../../../../services/events/src/discovery/rank.ts";
import {
  CLOSER_MAX,
  PROMOTION_BOOST,
  promotionLevel,
  REASON_WEIGHT,
  SOON_DAYS,
  SOON_MAX,
} from "./promotion-rules";

const now = new Date("2030-03-01T12:00:00Z");
const DAY_MS = 86_400_000;
const host = "11111111-1111-4111-8111-111111111111";
const nobody: RankingProfile = {
  followedOrganizations: new Set(),
  registeredOrganizations: new Set(),
  categories: new Set(),
  radiusKm: null,
};

function listing(over: Partial<TEventListing>): TEventListing {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    organizationId: host,
    organizationName: null,
    title: "Halaqa",
    excerpt: "",
    category: "lecture",
    audience: "mixed",
    startsAt: new Date(now.getTime() + 60 * DAY_MS).toISOString(),
    endsAt: new Date(now.getTime() + 60 * DAY_MS + 7_200_000).toISOString(),
    timeZone: "Europe/London",
    venue: null,
    online: false,
    coverImageUrl: null,
    tags: [],
    languages: [],
    facilities: [],
    moonSighting: false,
    lowestPrice: null,
    promoted: false,
    hostVerified: false,
    ...over,
  };
}

const score = (profile: Partial<RankingProfile>, over: Partial<TEventListing> = {}, promotion = 0) =>
  rank([{ listing: listing(over), promotion }], { ...nobody, ...profile }, now)[0]!.score;

describe("the promotion panel's rules are the events service's", () => {
  it("gives each plan the service's promotion level and lift", () => {
    for (const tier of ZTier.options) expect(promotionLevel(tier), tier).toBe(promotionOf(tier));
    expect(PROMOTION_BOOST).toEqual(SERVICE_BOOST);
    expect(score({}, {}, 3)).toBeCloseTo(PROMOTION_BOOST[3]);
  });

  it("weighs each reason as the ranking does", () => {
    expect(score({ followedOrganizations: new Set([host]) })).toBeCloseTo(REASON_WEIGHT.followed);
    expect(score({ registeredOrganizations: new Set([host]) })).toBeCloseTo(REASON_WEIGHT["registered-host"]);
    expect(score({ categories: new Set(["lecture"]) })).toBeCloseTo(REASON_WEIGHT.category);
    expect(score({ radiusKm: 10 }, { distanceKm: 10 })).toBeCloseTo(REASON_WEIGHT.nearby);
    expect(score({ radiusKm: 10 }, { distanceKm: 0 })).toBeCloseTo(REASON_WEIGHT.nearby + CLOSER_MAX);
  });

  it("adds the soon lift from its window's first day to the start", () => {
    const startingIn = (days: number) => ({
      startsAt: new Date(now.getTime() + days * DAY_MS).toISOString(),
    });
    expect(score({}, startingIn(SOON_DAYS + 1))).toBe(0);
    expect(score({}, startingIn(SOON_DAYS))).toBeCloseTo(0);
    expect(score({}, startingIn(0))).toBeCloseTo(SOON_MAX);
  });

  it("keeps every lift below the least a reason counts, as the panel promises", () => {
    expect(Math.max(...PROMOTION_BOOST)).toBeLessThan(Math.min(...Object.values(REASON_WEIGHT)));
  });
});
