import type { TEvent } from "@mawid/contracts/events";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useEventSummaries } from "../queries";
import { ChartCard } from "./chart-card";
import type { Datum } from "./series";
import { useCount } from "./series-names";

/** The organisation's events side by side: sold, checked in and the share that did not come. */
export function EventsComparedChart({ events }: { events: readonly TEvent[] }) {
  const { t, locale } = useI18n();
  const count = useCount();
  const summaries = useEventSummaries(events.map((e) => e.id));
  const sold = t("an.sold");
  const checkedIn = t("an.checkedIn");
  const percent = new Intl.NumberFormat(locale === "en" ? "en-GB" : `${locale}-u-nu-latn`, {
    style: "percent",
  });
  const rows = events.flatMap((event, i) => {
    const summary = summaries[i]?.data;
    return summary ? [{ event, summary }] : [];
  });
  const data: Datum[] = rows.flatMap(({ event, summary }) => [
    { x: event.title, y: summary.sold, series: sold },
    { x: event.title, y: summary.checkedIn, series: checkedIn },
  ]);
  return (
    <ChartCard
      title={t("an.compared")}
      pending={summaries.some((s) => s.isPending)}
      error={rows.length === 0 ? summaries.find((s) => s.error)?.error : null}
      empty={rows.length === 0 ? t("an.compared.none") : null}
      plot={{ kind: "bars", data, format: count }}
      table={{
        columns: [t("an.event"), sold, checkedIn, t("an.noShowRate")],
        rows: rows.map(({ event, summary }) => ({
          key: event.id,
          name: event.title,
          cells: [
            count(summary.sold),
            count(summary.checkedIn),
            summary.noShowRate === null ? t("an.notYet") : percent.format(summary.noShowRate),
          ],
        })),
      }}
    />
  );
}
