import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { QueryError } from "./query-error";
import { type PrayerTimesAt, usePrayerTimes } from "./prayer-times-api";
import { PrayerTimesList } from "./prayer-times-list";

/** "Prayer times at the venue" for one day, or what is missing to show them. */
export function PrayerTimesCard({ at }: { at: PrayerTimesAt | null }) {
  const { t } = useI18n();
  const times = usePrayerTimes(at);
  return (
    <Card title={<h2 className="card-heading">{t("ev.prayerTimes")}</h2>}>
      {at === null ? <p className="muted">{t("ev.prayerTimesNeedVenue")}</p> : null}
      {at && times.isPending ? <Skeleton active paragraph={{ rows: 2 }} title={false} /> : null}
      {times.isError ? <QueryError error={times.error} /> : null}
      {times.data ? (
        <>
          <PrayerTimesList day={times.data} />
          <p className="muted small">{t("ev.timesIn", { zone: times.data.timeZone })}</p>
        </>
      ) : null}
    </Card>
  );
}
