import { describe, expect, it } from "vitest";
import type { TEventListing } from "@mawid/contracts/events";
import { type Candidate, type RankingProfile, rank } from "./rank.ts";

const now = new Date("2030-03-01T12:00:00Z");
const followedHost = "11111111-1111-4111-8111-111111111111";
const stranger = "22222222-2222-4222-8222-222222222222";

let n = 0;
function candidate(over: Partial<TEventListing>, promotion = 0): Candidate {
  n++;
  return {
    promotion,
    listing: {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
      organizationId: stranger,
      organizationName: null,
      title: `Event ${n}`,
      excerpt: "",
      category: "lecture",
      audience: "mixed",
      startsAt: "2030-04-20T18:00:00.000Z",
      endsAt: "2030-04-20T20:00:00.000Z",
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
    },
  };
}

const profile: RankingProfile = {
  followedOrganizations: new Set([followedHost]),
  registeredOrganizations: new Set(),
  categories: new Set(["iftar"]),
  radiusKm: 25,
};
const titles = (ranked: ReturnType<typeof rank>) => ranked.map((r) => r.listing.title);

describe("personal ranking", () => {
  it("puts a followed host's event first, then a category I asked for, then what is near", () => {
    const ranked = rank(
      [
        candidate({ title: "near", distanceKm: 3 }),
        candidate({ title: "iftar", category: "iftar" }),
        candidate({ title: "followed", organizationId: followedHost }),
        candidate({ title: "nothing" }),
      ],
      profile,
      now,
    );
    expect(titles(ranked)).toEqual(["followed", "near", "iftar", "nothing"]);
    expect(ranked[0]!.listing.reasons).toEqual(["followed"]);
    expect(ranked[1]!.listing.reasons).toEqual(["nearby"]);
  });

  it("never lifts a premium-promoted event above one with a reason to be there", () => {
    const ranked = rank(
      [
        candidate({ title: "promoted stranger" }, 3),
        candidate({ title: "far iftar", category: "iftar" }),
        candidate({ title: "edge of the radius", distanceKm: 25 }),
      ],
      profile,
      now,
    );
    expect(titles(ranked)).toEqual(["far iftar", "edge of the radius", "promoted stranger"]);
  });

  it("lifts a promoted event among equally relevant ones and labels it, by level", () => {
    const ranked = rank(
      [
        candidate({ title: "plain iftar", category: "iftar" }),
        candidate({ title: "basic iftar", category: "iftar" }, 1),
        candidate({ title: "premium iftar", category: "iftar" }, 3),
      ],
      profile,
      now,
    );
    expect(titles(ranked)).toEqual(["premium iftar", "basic iftar", "plain iftar"]);
    expect(ranked.map((r) => r.listing.promoted)).toEqual([true, true, false]);
  });

  it("counts the hosts of past registrations", () => {
    const ranked = rank(
      [
        candidate({ title: "other" }),
        candidate({ title: "registered before", organizationId: followedHost }),
      ],
      { ...profile, followedOrganizations: new Set(), registeredOrganizations: new Set([followedHost]) },
      now,
    );
    expect(titles(ranked)).toEqual(["registered before", "other"]);
    expect(ranked[0]!.listing.reasons).toEqual(["registered-host"]);
  });

  it("orders events alike by how soon they start", () => {
    const ranked = rank(
      [
        candidate({ title: "in a month", startsAt: "2030-04-01T18:00:00.000Z" }),
        candidate({ title: "tomorrow", startsAt: "2030-03-02T18:00:00.000Z" }),
        candidate({ title: "next week", startsAt: "2030-03-08T18:00:00.000Z" }),
      ],
      profile,
      now,
    );
    expect(titles(ranked)).toEqual(["tomorrow", "next week", "in a month"]);
    expect(ranked[0]!.listing.reasons).toEqual(["soon"]);
  });
});
