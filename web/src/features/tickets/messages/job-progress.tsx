import type { TAttendeeEmailJob } from "@mawid/contracts/ticketing";
import Progress from "antd/es/progress";
import Tag from "antd/es/tag";
import { useI18n } from "../../../shared/i18n/i18n-context";

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * How far a send job got: the sent part of the bar in the success colour and, after it, the failed
 * part in the error colour; then the counts in words and whether it is still going out.
 */
export function JobProgress({ job }: { job: TAttendeeEmailJob }) {
  const { t } = useI18n();
  if (job.recipients === 0) return <p className="muted">{t("tk.msg.nobody")}</p>;
  return (
    <div>
      <Progress
        aria-label={t("tk.msg.progressOf", { subject: job.subject })}
        percent={percent(job.sent + job.failed, job.recipients)}
        success={{ percent: percent(job.sent, job.recipients) }}
        strokeColor={job.failed > 0 ? "var(--m-error)" : undefined}
        status={job.status === "sending" ? "active" : "normal"}
        showInfo={false}
      />
      <p className="message-counts">
        <span>{t("tk.msg.progress", { sent: job.sent, recipients: job.recipients })}</span>
        {job.failed > 0 ? (
          <span className="text-error">{t("tk.msg.failed", { failed: job.failed })}</span>
        ) : null}
        <Tag className={job.status === "done" ? "status-tag--up" : undefined}>
          {t(`tk.msg.st.${job.status}`)}
        </Tag>
      </p>
    </div>
  );
}
