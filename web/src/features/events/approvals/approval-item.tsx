import type { TEvent } from "@mawid/contracts/events";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Tag from "antd/es/tag";
import { Link } from "react-router-dom";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { DualDate } from "../shared/dual-date";
import { categoryKey } from "../shared/labels";
import { zonedClock, zonedDate } from "../shared/zoned-format";
import { useApprove } from "./approvals-queries";

export function ApprovalItem({ event, onReject }: { event: TEvent; onReject: () => void }) {
  const { t, locale } = useI18n();
  const report = useErrorPolicy();
  const approve = useApprove();
  const onApprove = () =>
    approve.mutate(event.id, {
      onSuccess: () => toast.success("ev.approved"),
      onError: (error) => report(error, { fallback: "ev.actionFailed" }),
    });
  return (
    <Card className="event-card">
      <h2 className="card-heading">
        <Link to={`/event/${event.id}`} dir="auto">
          {event.title}
        </Link>
      </h2>
      <DualDate iso={event.startsAt} timeZone={event.timeZone} />{" "}
      {zonedClock(event.startsAt, event.timeZone, locale)}
      <div className="event-card-meta">
        <Tag>{t(categoryKey(event.category))}</Tag>
        {event.submittedAt ? (
          <span className="muted small">
            {t("ev.submittedOn", { date: zonedDate(event.submittedAt, event.timeZone, locale) })}
          </span>
        ) : null}
      </div>
      <div className="action-row">
        <Button type="primary" onClick={onApprove} loading={approve.isPending}>
          {t("ev.approve")}
        </Button>
        <Button danger onClick={onReject}>
          {t("ev.reject")}
        </Button>
      </div>
    </Card>
  );
}
