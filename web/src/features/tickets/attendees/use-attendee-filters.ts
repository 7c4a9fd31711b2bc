import { ZAttendeeStatus, ZCheckedInFilter, ZSection } from "@mawid/contracts/ticketing";
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import type { AttendeeFilters } from "./attendees-api";

type Change = Partial<Record<"q" | "section" | "status" | "checkedIn" | "page", string | null>>;

/**
 * The attendee list's search, filters and page live in the address, so a host can share or go back to
 * a view. Any change but the page number starts again at page one; a value the service would refuse is
 * read as no filter.
 */
export function useAttendeeFilters() {
  const [params, setParams] = useSearchParams();
  const filters: AttendeeFilters = {
    q: params.get("q")?.trim() || undefined,
    section: ZSection.safeParse(params.get("section")).data,
    status: ZAttendeeStatus.safeParse(params.get("status")).data,
    checkedIn: ZCheckedInFilter.safeParse(params.get("checkedIn")).data,
  };
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const set = useCallback(
    (changes: Change) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace: !("page" in changes) },
      ),
    [setParams],
  );
  return { filters, page, set };
}
