import { useI18n } from "../../../shared/i18n/i18n-context";
import { useTopEvents } from "../queries";
import { ChartCard } from "./chart-card";
import type { Datum } from "./series";
import { useCount } from "./series-names";

/** How many of the organisation's events are compared side by side. */
const COMPARED = 8;

/** The organisation's events with the most tickets sold, side by side: sold, checked in, page views, orders. */
export function EventsComparedChart({ organizationId }: { organizationId: string }) {
  const { t } = useI18n();
  const count = useCount();
  const top = useTopEvents(organizationId, COMPARED);
  const sold = t("an.sold");
  const checkedIn = t("an.checkedIn");
  const items = top.data?.items ?? [];
  const data: Datum[] = items.flatMap((event) => [
    { x: event.title, y: event.sold, series: sold },
    { x: event.title, y: event.checkedIn, series: checkedIn },
  ]);
  return (
    <ChartCard
      title={t("an.compared")}
      pending={top.isPending}
      error={top.error}
      empty={items.length === 0 ? t("an.compared.none") : null}
      plot={{ kind: "bars", data, format: count }}
      table={{
        columns: [t("an.event"), sold, checkedIn, t("an.pageViews"), t("an.orders")],
        rows: items.map((event) => ({
          key: event.eventId,
          name: event.title,
          cells: [count(event.sold), count(event.checkedIn), count(event.pageViews), count(event.orders)],
        })),
      }}
    />
  );
}
