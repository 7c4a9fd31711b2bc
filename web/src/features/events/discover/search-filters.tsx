import { DEFAULT_RADIUS_KM, EVENT_CATEGORIES, MAX_RADIUS_KM, ZAudience } from "@mawid/contracts/events";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Segmented from "antd/es/segmented";
import Select from "antd/es/select";
import { useId } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { audienceKey, categoryKey } from "../shared/labels";
import { LocationPicker } from "./location-picker";
import type { useFilters } from "./use-filters";

type Filters = ReturnType<typeof useFilters>;

/** Search, category, audience, free or paid, dates, place and distance, and the sort order. */
export function SearchFilters({ filters }: { filters: Filters }) {
  const { t } = useI18n();
  const id = useId();
  const { get, set } = filters;
  const near = get("near");
  const active = (["category", "audience", "price", "from", "to", "near", "sort"] as const).some((name) =>
    get(name),
  );
  return (
    <search aria-label={t("ev.search")} className="discovery-filters">
      <Input.Search
        aria-label={t("ev.search")}
        placeholder={t("ev.search")}
        defaultValue={get("q")}
        allowClear
        enterButton
        size="large"
        onSearch={(q) => set({ q: q.trim() || null })}
      />
      {/* Folded on a phone's first view so the results come first; open once any filter is set. */}
      <details className="filter-panel" open={active || undefined}>
        <summary>{t("ev.filters")}</summary>
        <div className="filters">
          <div className="field">
            <label htmlFor={`${id}-category`}>{t("ev.f.category")}</label>
            <Select
              id={`${id}-category`}
              className="full-width"
              value={get("category") ?? ""}
              onChange={(v: string) => set({ category: v || null })}
              options={[
                { value: "", label: t("ev.any") },
                ...EVENT_CATEGORIES.map((c) => ({ value: c, label: t(categoryKey(c)) })),
              ]}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-audience`}>{t("ev.f.audience")}</label>
            <Select
              id={`${id}-audience`}
              className="full-width"
              value={get("audience") ?? ""}
              onChange={(v: string) => set({ audience: v || null })}
              options={[
                { value: "", label: t("ev.any") },
                ...ZAudience.options.map((a) => ({ value: a, label: t(audienceKey(a)) })),
              ]}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-price`}>{t("ev.price")}</label>
            <Select
              id={`${id}-price`}
              className="full-width"
              value={get("price") ?? ""}
              onChange={(v: string) => set({ price: v || null })}
              options={[
                { value: "", label: t("ev.any") },
                { value: "free", label: t("ev.price.free") },
                { value: "paid", label: t("ev.price.paid") },
              ]}
            />
          </div>
          <fieldset className="date-range">
            <legend>{t("ev.dates")}</legend>
            <Input
              type="date"
              aria-label={t("ev.f.startDate")}
              value={get("from") ?? ""}
              onChange={(e) => set({ from: e.target.value || null })}
            />
            <Input
              type="date"
              aria-label={t("ev.f.endDate")}
              value={get("to") ?? ""}
              onChange={(e) => set({ to: e.target.value || null })}
            />
          </fieldset>
        </div>
        <LocationPicker value={near} onChange={(value) => set({ near: value })} />
        <div className="filters">
          <div className="field">
            <label htmlFor={`${id}-radius`}>{t("ev.radius")}</label>
            <InputNumber
              id={`${id}-radius`}
              className="full-width"
              min={1}
              max={MAX_RADIUS_KM}
              disabled={!near}
              value={Number(get("radiusKm") ?? DEFAULT_RADIUS_KM)}
              onChange={(v) => set({ radiusKm: v ? String(v) : null })}
            />
          </div>
          <div>
            <span id={`${id}-sort`}>{t("ev.sort")}</span>
            <Segmented
              aria-labelledby={`${id}-sort`}
              block
              value={get("sort") ?? "date"}
              onChange={(v) => set({ sort: v === "date" ? null : String(v) })}
              options={[
                { value: "date", label: t("ev.sort.date") },
                { value: "distance", label: t("ev.sort.distance"), disabled: !near },
              ]}
            />
          </div>
        </div>
      </details>
    </search>
  );
}
