import type { TMembership } from "@mawid/contracts/identity";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { useAuth } from "../auth/auth-context";
import { defaultRange, isDay, type Range } from "./range";

type Change = Partial<Record<"organization" | "event" | "from" | "to", string | null>>;

const MANAGER_ROLES = new Set(["owner", "admin"]);

/** The organisations whose analytics the user may open: those they own or administer. */
export function useManagedOrganizations(): TMembership[] {
  const { me } = useAuth();
  return useMemo(
    () => (me?.organizations ?? []).filter((o) => MANAGER_ROLES.has(o.role)),
    [me?.organizations],
  );
}

/**
 * The page's organisation, event and days live in the address, so a view can be shared or returned
 * to; a value that is not one of the user's organisations or not a day is read as the default.
 */
export function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const organizations = useManagedOrganizations();
  const asked = params.get("organization");
  const organization = organizations.find((o) => o.organizationId === asked) ?? organizations[0] ?? null;
  const fallback = defaultRange(new Date());
  const from = params.get("from");
  const to = params.get("to");
  const fromDay = isDay(from) ? from : fallback.fromDay;
  const toDay = isDay(to) ? to : fallback.toDay;
  // days typed the wrong way round still mean the days between them
  const range: Range = fromDay <= toDay ? { fromDay, toDay } : { fromDay: toDay, toDay: fromDay };
  const eventId = params.get("event") || undefined;
  const set = useCallback(
    (changes: Change) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { organizations, organization, eventId, range, set };
}
