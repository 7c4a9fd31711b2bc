import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import UserOutlined from "@ant-design/icons/UserOutlined";
import Avatar from "antd/es/avatar";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import Tag from "antd/es/tag";
import { Link, useParams } from "react-router-dom";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { useSessions, useSpeakers } from "../shared/agenda-queries";
import { useEvent } from "../shared/event-queries";
import { QueryError } from "../shared/query-error";
import { zonedClock, zonedDate } from "../shared/zoned-format";
import "../events.css";
import { useAgendaMutations } from "./agenda-mutations";
import { SessionForm } from "./session-form";
import { SpeakerForm } from "./speaker-form";

/** /event/{id}/sessions: the agenda and the speaker manager. */
export default function SessionsPage() {
  const { t, locale } = useI18n();
  const { id = "" } = useParams();
  const report = useErrorPolicy();
  const event = useEvent(id);
  const sessions = useSessions(id);
  const speakers = useSpeakers(id);
  const change = useAgendaMutations(id);
  const onError = (error: unknown) => report(error, { fallback: "ev.actionFailed" });

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
        <h1 className="visually-hidden">{t("page.eventSessions")}</h1>
        <QueryError error={event.error} />
      </div>
    );
  }
  const e = event.data;
  const nameOf = new Map((speakers.data?.items ?? []).map((s) => [s.id, s.name]));
  const when = (iso: string) =>
    `${zonedDate(iso, e.timeZone, locale)} ${zonedClock(iso, e.timeZone, locale)}`;
  return (
    <div className="container page events-page">
      <PageHeader
        title={t("ev.sessions")}
        subtitle={e.title}
        extra={<Link to={`/event/${e.id}`}>{t("ev.back")}</Link>}
      />
      <div className="event-layout">
        <div className="event-main">
          <Card title={<h2 className="card-heading">{t("ev.agenda")}</h2>}>
            {sessions.isPending ? <Skeleton active title={false} /> : null}
            {sessions.isError ? <QueryError error={sessions.error} /> : null}
            {sessions.data?.items.length === 0 ? <p className="muted">{t("ev.session.none")}</p> : null}
            <ol className="agenda-list">
              {sessions.data?.items.map((s) => (
                <li key={s.id} className="managed-item">
                  <span className="agenda-time">{when(s.startsAt)}</span>
                  <span className="agenda-title">
                    <bdi>{s.title}</bdi>{" "}
                    {s.kind === "prayer-break" ? <Tag>{t("ev.session.prayerBreak")}</Tag> : null}
                  </span>
                  <span className="muted small">
                    {[s.room, s.track, ...s.speakerIds.map((sid) => nameOf.get(sid))]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t("ev.delete")}: ${s.title}`}
                    onClick={() => change.removeSession.mutate(s.id, { onError })}
                  />
                </li>
              ))}
            </ol>
          </Card>
          <Card title={<h2 className="card-heading">{t("ev.session.add")}</h2>}>
            <SessionForm event={e} speakers={speakers.data?.items ?? []} add={change.addSession} />
          </Card>
        </div>
        <div className="event-side">
          <Card title={<h2 className="card-heading">{t("ev.speakers")}</h2>}>
            {speakers.data?.items.length === 0 ? <p className="muted">{t("ev.speaker.none")}</p> : null}
            <ul className="speaker-list">
              {speakers.data?.items.map((s) => (
                <li key={s.id}>
                  {s.photoUrl ? <Avatar src={s.photoUrl} alt="" /> : <Avatar icon={<UserOutlined />} />}
                  <div>
                    <strong dir="auto">{s.name}</strong>
                    {s.bio ? (
                      <p className="muted small" dir="auto">
                        {s.bio}
                      </p>
                    ) : null}
                  </div>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t("ev.delete")}: ${s.name}`}
                    onClick={() => change.removeSpeaker.mutate(s.id, { onError })}
                  />
                </li>
              ))}
            </ul>
            <SpeakerForm add={change.addSpeaker} />
          </Card>
        </div>
      </div>
    </div>
  );
}
