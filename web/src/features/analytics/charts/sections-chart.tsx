import { useI18n } from "../../../shared/i18n/i18n-context";
import { audienceKey } from "../../events/shared/labels";
import { useEventSummary } from "../queries";
import { ChartCard } from "./chart-card";
import type { Datum } from "./series";
import { useCount } from "./series-names";

/** One event's sections: tickets sold and people checked in, side by side. */
export function SectionsChart({ eventId }: { eventId: string | undefined }) {
  const { t } = useI18n();
  const count = useCount();
  const summary = useEventSummary(eventId);
  const sold = t("an.sold");
  const checkedIn = t("an.checkedIn");
  const sections = summary.data?.bySection ?? [];
  const data: Datum[] = sections.flatMap((s) => [
    { x: t(audienceKey(s.section)), y: s.sold, series: sold },
    { x: t(audienceKey(s.section)), y: s.checkedIn, series: checkedIn },
  ]);
  return (
    <ChartCard
      title={t("an.sections")}
      pending={Boolean(eventId) && summary.isPending}
      error={summary.error}
      empty={!eventId ? t("an.sections.chooseEvent") : sections.length === 0 ? t("an.sections.none") : null}
      plot={{ kind: "columns", data, format: count }}
      table={{
        columns: [t("an.section"), sold, checkedIn],
        rows: sections.map((s) => ({
          key: s.section,
          name: t(audienceKey(s.section)),
          cells: [count(s.sold), count(s.checkedIn)],
        })),
      }}
    />
  );
}
