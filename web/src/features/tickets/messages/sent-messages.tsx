import type { TAttendeeEmailJob, TTicketTypeView } from "@mawid/contracts/ticketing";
import Empty from "antd/es/empty";
import { formatDateTime } from "../../../shared/i18n/dates";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useAudienceText } from "./audience";
import { JobProgress } from "./job-progress";

/** The messages sent for the event, newest first, as cards that fit a phone as well as a desk. */
export function SentMessages({
  jobs,
  types,
}: {
  jobs: readonly TAttendeeEmailJob[];
  types: readonly TTicketTypeView[];
}) {
  const { t, locale } = useI18n();
  const audienceText = useAudienceText(types);
  if (jobs.length === 0) return <Empty description={t("tk.msg.none")} />;
  return (
    <ul className="item-cards">
      {jobs.map((job) => (
        <li key={job.id} className="item-card message-job">
          <h3>{job.subject}</h3>
          <p className="muted small">
            <time dateTime={job.createdAt}>{formatDateTime(new Date(job.createdAt), locale)}</time>
            {" · "}
            {audienceText(job)}
          </p>
          <JobProgress job={job} />
        </li>
      ))}
    </ul>
  );
}
