import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

export type FilterName =
  | "q"
  | "category"
  | "audience"
  | "price"
  | "from"
  | "to"
  | "near"
  | "radiusKm"
  | "sort"
  | "page";

/**
 * The filters live in the page's address, so a search can be shared, bookmarked and gone back to. Any
 * change but the page number starts again at page one.
 */
export function useFilters() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: Partial<Record<FilterName, string | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          if (!("page" in changes)) next.delete("page");
          if (!next.get("near") && next.get("sort") === "distance") next.delete("sort");
          return next;
        },
        { replace: !("page" in changes) },
      ),
    [setParams],
  );
  return { params, get: (name: FilterName) => params.get(name) ?? undefined, set };
}
