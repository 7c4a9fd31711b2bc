import type { TTier } from "@mawid/contracts/identity";
import type { TSubscriptionView } from "@mawid/contracts/payments";
import { useEffect } from "react";
import { useAuth } from "../auth/auth-context";

const RECENT_MS = 10 * 60_000;
const EVERY_MS = 3_000;
const TRIES = 10;

/** The tier identity gives the organisation once this subscription's news has reached it. */
function expectedTier(subscription: TSubscriptionView | null, now: number): TTier | null {
  if (!subscription) return null;
  const changedAt = subscription.cancelledAt ?? subscription.activatedAt;
  if (!changedAt || now - Date.parse(changedAt) > RECENT_MS) return null;
  if (subscription.status === "active") return subscription.tier;
  return subscription.status === "cancelled" ? "free" : null;
}

/**
 * Identity changes the tier a moment after payments records the change (over the bus), and the
 * session carries it from its next refresh: until they agree, the session is re-read a few times.
 */
export function useTierCatchUp(organizationTier: TTier | undefined, subscription: TSubscriptionView | null) {
  const { reload } = useAuth();
  const expected = expectedTier(subscription, Date.now());
  const behind = expected !== null && organizationTier !== undefined && organizationTier !== expected;
  useEffect(() => {
    if (!behind) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries++;
      void reload();
      if (tries >= TRIES) clearInterval(timer);
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [behind, reload]);
}
