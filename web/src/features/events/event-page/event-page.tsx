import { localDate } from "@mawid/contracts/events";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import { useHoldsRole } from "../../auth/use-holds-role";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import { lazy, Suspense, useEffect } from "react";
import { useParams } from "react-router-dom";
import { api } from "../../../shared/http/client";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useEvent } from "../shared/event-queries";
import { usePrayerSettings } from "../shared/prayer-settings-api";
import { PrayerTimesCard } from "../shared/prayer-times-card";
import { QueryError } from "../shared/query-error";
import "../events.css";
import { AgendaCard } from "./agenda-card";
import { EventHeader } from "./event-header";
import { HostLine } from "./host-line";
import { TicketsCard } from "./tickets-card";
import { WhenCard } from "./when-card";
import { WhereCard } from "./where-card";

/** The host's forms (edit drawer, cancel dialog) load only for the organisation's members. */
const HostActions = lazy(() => import("./host-actions").then((m) => ({ default: m.HostActions })));

/** /event/{id}: everything an attendee needs, and the host's actions for the organisation's members. */
export default function EventPage() {
  const { t } = useI18n();
  const { id = "" } = useParams();
  const event = useEvent(id);
  // One count per view for the host's conversion figure; analytics keeps the event and the hour only.
  useEffect(() => {
    if (id) api.post("analytics/page-views", { json: { eventId: id } }).catch(() => {});
  }, [id]);
  const canManage = useHoldsRole(event.data?.organizationId, ORGANISER_ROLES, { platformAdmin: true });
  const settings = usePrayerSettings(event.data?.organizationId);

  if (event.isPending) {
    return (
      <div className="container page">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (event.isError) {
    return (
      <div className="container page">
        <h1 className="visually-hidden">{t("page.eventDetails")}</h1>
        <QueryError error={event.error} />
      </div>
    );
  }
  const e = event.data;
  const day = e.venue
    ? {
        latitude: e.venue.latitude,
        longitude: e.venue.longitude,
        date: localDate(new Date(e.startsAt), e.timeZone),
        timeZone: e.timeZone,
        method: settings.calculationMethod,
        madhab: settings.madhab,
      }
    : null;
  return (
    <div className="container page events-page">
      <EventHeader event={e} />
      <HostLine organizationId={e.organizationId} />
      <div className="event-layout">
        <div className="event-main">
          <WhenCard event={e} hijriOffsetDays={settings.hijriOffsetDays} />
          {e.coverImageUrl ? <img className="event-cover" src={e.coverImageUrl} alt="" /> : null}
          {e.description ? (
            <Card>
              <div
                className="event-description"
                dir="auto"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the service keeps only formatting tags when it stores a description
                dangerouslySetInnerHTML={{ __html: e.description }}
              />
            </Card>
          ) : null}
          <AgendaCard eventId={e.id} timeZone={e.timeZone} canManage={canManage} />
        </div>
        <div className="event-side">
          {canManage ? (
            <Suspense fallback={<Skeleton active title={false} />}>
              <HostActions event={e} />
            </Suspense>
          ) : null}
          <TicketsCard event={e} />
          <WhereCard event={e} />
          {day ? <PrayerTimesCard at={day} /> : null}
        </div>
      </div>
    </div>
  );
}
