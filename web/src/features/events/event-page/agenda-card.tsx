import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import Tag from "antd/es/tag";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useSessions, useSpeakers } from "../shared/agenda-queries";
import { QueryError } from "../shared/query-error";
import { zonedClock } from "../shared/zoned-format";

/**
 * The sessions in order, on the event's own clock, with their speakers. An event without an agenda
 * shows none to its visitors; its hosts see that it has none yet.
 */
export function AgendaCard({
  eventId,
  timeZone,
  canManage,
}: {
  eventId: string;
  timeZone: string;
  canManage: boolean;
}) {
  const { t, locale } = useI18n();
  const sessions = useSessions(eventId);
  const speakers = useSpeakers(eventId);
  const nameOf = new Map((speakers.data?.items ?? []).map((s) => [s.id, s.name]));
  const clock = (iso: string) => zonedClock(iso, timeZone, locale);
  if (sessions.data?.items.length === 0 && !canManage) return null;
  return (
    <Card title={<h2 className="card-heading">{t("ev.agenda")}</h2>}>
      <p className="muted small">{t("ev.timesIn", { zone: timeZone })}</p>
      {sessions.isPending ? <Skeleton active paragraph={{ rows: 3 }} title={false} /> : null}
      {sessions.isError ? <QueryError error={sessions.error} /> : null}
      {sessions.data?.items.length === 0 ? <p className="muted">{t("ev.noAgenda")}</p> : null}
      <ol className="agenda-list">
        {sessions.data?.items.map((session) => (
          <li key={session.id}>
            <span className="agenda-time">
              {clock(session.startsAt)}–{clock(session.endsAt)}
            </span>
            <span className="agenda-title">
              <bdi>{session.title}</bdi>
              {session.kind === "prayer-break" ? <Tag>{t("ev.session.prayerBreak")}</Tag> : null}
            </span>
            <span className="muted small">
              {[session.room, session.track, ...session.speakerIds.map((id) => nameOf.get(id))]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
