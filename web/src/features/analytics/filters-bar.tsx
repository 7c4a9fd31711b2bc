import type { TEvent } from "@mawid/contracts/events";
import type { TMembership } from "@mawid/contracts/identity";
import Card from "antd/es/card";
import Input from "antd/es/input";
import Select from "antd/es/select";
import { useId } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { Range } from "./range";

export interface FiltersBarProps {
  organizations: readonly TMembership[];
  organizationId: string;
  events: readonly TEvent[];
  eventId: string | undefined;
  range: Range;
  onChange: (changes: Partial<Record<"organization" | "event" | "from" | "to", string | null>>) => void;
  children?: React.ReactNode;
}

/** The organisation (when the user manages several), the event and the days every chart shows. */
export function FiltersBar({
  organizations,
  organizationId,
  events,
  eventId,
  range,
  onChange,
  children,
}: FiltersBarProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <Card className="filters-card">
      <search className="analytics-filters" aria-label={t("an.filters")}>
        {organizations.length > 1 ? (
          <div className="field">
            <label htmlFor={`${id}-org`}>{t("ev.f.organization")}</label>
            <Select
              id={`${id}-org`}
              className="organization-select"
              value={organizationId}
              onChange={(value: string) => onChange({ organization: value, event: null })}
              options={organizations.map((o) => ({ value: o.organizationId, label: o.organizationName }))}
            />
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-event`}>{t("an.event")}</label>
          <Select
            id={`${id}-event`}
            className="event-select"
            value={eventId ?? ""}
            onChange={(value: string) => onChange({ event: value || null })}
            options={[
              { value: "", label: t("an.allEvents") },
              ...events.map((e) => ({ value: e.id, label: e.title })),
            ]}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t("an.from")}</label>
          <Input
            id={`${id}-from`}
            type="date"
            value={range.fromDay}
            max={range.toDay}
            onChange={(e) => onChange({ from: e.target.value || null })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t("an.to")}</label>
          <Input
            id={`${id}-to`}
            type="date"
            value={range.toDay}
            min={range.fromDay}
            onChange={(e) => onChange({ to: e.target.value || null })}
          />
        </div>
        {children}
      </search>
    </Card>
  );
}
