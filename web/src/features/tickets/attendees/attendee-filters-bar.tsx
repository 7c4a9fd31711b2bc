import { ZAttendeeStatus } from "@mawid/contracts/ticketing";
import Input from "antd/es/input";
import Select from "antd/es/select";
import { useCallback, useId } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { audienceKey } from "../../events/shared/labels";
import { SECTION_ORDER } from "../shared/section-order";
import { statusKey } from "./attendee-status";
import type { useAttendeeFilters } from "./use-attendee-filters";
import { useDebouncedSearch } from "./use-debounced-search";

/** Search by name or e-mail as the host types, and the section, status and check-in filters. */
export function AttendeeFiltersBar({ filters }: { filters: ReturnType<typeof useAttendeeFilters> }) {
  const { t } = useI18n();
  const id = useId();
  const { set } = filters;
  const commit = useCallback((q: string) => set({ q: q || null }), [set]);
  const [text, setText] = useDebouncedSearch(filters.filters.q ?? "", commit);
  return (
    <search className="attendee-filters" aria-label={t("tk.att.search")}>
      <div className="field attendee-search">
        <label htmlFor={`${id}-q`}>{t("tk.att.search")}</label>
        <Input
          id={`${id}-q`}
          type="search"
          value={text}
          allowClear
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <FilterSelect
        id={`${id}-section`}
        label={t("tk.att.section")}
        value={filters.filters.section}
        onChange={(section) => set({ section })}
        options={SECTION_ORDER.map((s) => ({ value: s, label: t(audienceKey(s)) }))}
      />
      <FilterSelect
        id={`${id}-status`}
        label={t("tk.att.status")}
        value={filters.filters.status}
        onChange={(status) => set({ status })}
        options={ZAttendeeStatus.options.map((s) => ({ value: s, label: t(statusKey(s)) }))}
      />
      <FilterSelect
        id={`${id}-door`}
        label={t("tk.att.door")}
        value={filters.filters.checkedIn}
        onChange={(checkedIn) => set({ checkedIn })}
        options={[
          { value: "true", label: t("tk.att.checkedIn") },
          { value: "false", label: t("tk.att.notArrived") },
        ]}
      />
    </search>
  );
}

/** One labelled filter whose first choice, "All", clears it (null). */
function FilterSelect(props: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
  options: { value: string; label: string }[];
}) {
  const { t } = useI18n();
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <Select
        id={props.id}
        className="full-width"
        value={props.value ?? ""}
        onChange={(v: string) => props.onChange(v || null)}
        options={[{ value: "", label: t("tk.att.all") }, ...props.options]}
      />
    </div>
  );
}
