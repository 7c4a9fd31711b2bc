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
      <div className="field">
        <label htmlFor={`${id}-section`}>{t("tk.att.section")}</label>
        <Select
          id={`${id}-section`}
          className="full-width"
          value={filters.filters.section ?? ""}
          onChange={(v: string) => set({ section: v || null })}
          options={[
            { value: "", label: t("tk.att.all") },
            ...SECTION_ORDER.map((s) => ({ value: s, label: t(audienceKey(s)) })),
          ]}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t("tk.att.status")}</label>
        <Select
          id={`${id}-status`}
          className="full-width"
          value={filters.filters.status ?? ""}
          onChange={(v: string) => set({ status: v || null })}
          options={[
            { value: "", label: t("tk.att.all") },
            ...ZAttendeeStatus.options.map((s) => ({ value: s, label: t(statusKey(s)) })),
          ]}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-door`}>{t("tk.att.door")}</label>
        <Select
          id={`${id}-door`}
          className="full-width"
          value={filters.filters.checkedIn ?? ""}
          onChange={(v: string) => set({ checkedIn: v || null })}
          options={[
            { value: "", label: t("tk.att.all") },
            { value: "true", label: t("tk.att.checkedIn") },
            { value: "false", label: t("tk.att.notArrived") },
          ]}
        />
      </div>
    </search>
  );
}
