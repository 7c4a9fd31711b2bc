import Select from "antd/es/select";
import { useQueries } from "@tanstack/react-query";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { fetchOrganizationEvents } from "../../events/shared/organization-events-api";
import { useOrganizerOrganizations } from "../../events/shared/organizer-organizations";

/**
 * One of the events of the organisations the user runs check-in for, by title and date, grouped by
 * organisation (the latest page of each): a host picks the event rather than typing its id.
 */
export function EventChoice({
  id,
  value,
  onChange,
  disabled,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (eventId: string) => void;
  disabled: boolean;
  invalid: boolean;
}) {
  const { t, locale } = useI18n();
  // Those who organise an organisation's events also enrol its check-in devices.
  const hosts = useOrganizerOrganizations();
  const pages = useQueries({
    queries: hosts.map((o) => ({
      queryKey: ["events", "organization", o.organizationId, "", 1],
      queryFn: () => fetchOrganizationEvents(o.organizationId, undefined, 1),
    })),
  });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  const groups = hosts
    .map((o, i) => ({
      label: o.organizationName,
      title: o.organizationName,
      options: (pages[i]?.data?.items ?? []).map((e) => ({
        value: e.id,
        label: `${e.title} · ${day.format(new Date(e.startsAt))}`,
      })),
    }))
    .filter((g) => g.options.length > 0);
  const loading = pages.some((p) => p.isPending);
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: "label" }}
      value={value === "" ? undefined : value}
      onChange={onChange}
      disabled={disabled}
      loading={loading}
      status={invalid ? "error" : undefined}
      placeholder={t("ci.stress.eventPlaceholder")}
      notFoundContent={loading ? t("app.loading") : t("ci.stress.noEvents")}
      options={groups}
      style={{ inlineSize: "100%" }}
    />
  );
}
