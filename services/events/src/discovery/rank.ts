import type { TEventListing, TRankingReason } from "@mawid/contracts/events";

/** What the ranking knows of the person asking. */
export interface RankingProfile {
  followedOrganizations: ReadonlySet<string>;
  /** Hosts of the person's past registrations (ticketing's TicketsIssued, once it announces them). */
  registeredOrganizations: ReadonlySet<string>;
  /** Categories asked for, and those of past registrations. */
  categories: ReadonlySet<string>;
  /** Whether a place was given: distance then counts, within radiusKm. */
  radiusKm: number | null;
}

export interface Candidate {
  listing: TEventListing;
  /** The host tier's promotion, 0 (none) to 3 (premium). */
  promotion: number;
}

export interface Ranked {
  listing: TEventListing & { reasons: TRankingReason[] };
  score: number;
}

/** Each reason counts at least 0.5, except how soon it is, which orders events alike in everything else. */
const WEIGHT = { followed: 1, registeredHost: 0.7, category: 0.5, nearby: 0.5, closer: 0.2, soon: 0.2 };
const SOON_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Promotion per level. Every boost is below the least a reason counts (0.5), so a promoted event is
 * lifted among events about as relevant, never above one with a reason more to be there: promotion
 * reorders, it never hides what is relevant.
 */
export const PROMOTION_BOOST = [0, 0.1, 0.2, 0.3] as const;

/** Relevance first, promotion after; the soonest first among equals. Pure, for the tests. */
export function rank(candidates: readonly Candidate[], profile: RankingProfile, now: Date): Ranked[] {
  const ranked = candidates.map(({ listing, promotion }) => {
    const reasons: TRankingReason[] = [];
    let score = 0;
    if (profile.followedOrganizations.has(listing.organizationId)) {
      reasons.push("followed");
      score += WEIGHT.followed;
    }
    if (profile.registeredOrganizations.has(listing.organizationId)) {
      reasons.push("registered-host");
      score += WEIGHT.registeredHost;
    }
    if (profile.categories.has(listing.category)) {
      reasons.push("category");
      score += WEIGHT.category;
    }
    if (
      profile.radiusKm !== null &&
      listing.distanceKm !== undefined &&
      listing.distanceKm <= profile.radiusKm
    ) {
      reasons.push("nearby");
      score += WEIGHT.nearby + WEIGHT.closer * (1 - listing.distanceKm / profile.radiusKm);
    }
    const daysAway = (Date.parse(listing.startsAt) - now.getTime()) / DAY_MS;
    if (daysAway <= SOON_DAYS) {
      reasons.push("soon");
      score += WEIGHT.soon * (1 - Math.max(0, daysAway) / SOON_DAYS);
    }
    const boost = PROMOTION_BOOST[promotion] ?? 0;
    return {
      listing: { ...listing, promoted: boost > 0, reasons },
      score: score + boost,
    };
  });
  return ranked.sort(
    (a, b) =>
      b.score - a.score ||
      a.listing.startsAt.localeCompare(b.listing.startsAt) ||
      a.listing.id.localeCompare(b.listing.id),
  );
}
