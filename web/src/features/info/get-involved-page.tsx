import CodeOutlined from "@ant-design/icons/CodeOutlined";
import HeartOutlined from "@ant-design/icons/HeartOutlined";
import HomeOutlined from "@ant-design/icons/HomeOutlined";
import { Link } from "react-router-dom";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";
import { PageHeader } from "../../shared/ui/page-header";
import { useBrand } from "../../shared/white-label/brand-context";

/** Each way in: its icon, title and text, and where to start it here (a volunteer asks from an event's page). */
const WAYS: ReadonlyArray<[React.ReactNode, MessageKey, MessageKey, [string, MessageKey]?]> = [
  [
    <HeartOutlined key="v" />,
    "involved.volunteerTitle",
    "involved.volunteer",
    ["/discover-events", "involved.volunteerStart"],
  ],
  [<HomeOutlined key="h" />, "involved.hostTitle", "involved.host", ["/create-event", "involved.hostStart"]],
  [<CodeOutlined key="c" />, "involved.contributeTitle", "involved.contribute"],
];

export default function GetInvolvedPage() {
  const { t } = useI18n();
  const { contactEmail } = useBrand();
  return (
    <div className="container page">
      <PageHeader title={t("involved.title")} subtitle={t("involved.lead")} />
      <ul className="feature-grid">
        {WAYS.map(([icon, title, text, start]) => (
          <li key={title} className="feature-card">
            <span className="feature-icon" aria-hidden="true">
              {icon}
            </span>
            <h2 className="feature-card-title">{t(title)}</h2>
            <p>{t(text)}</p>
            {start ? <Link to={start[0]}>{t(start[1])}</Link> : null}
          </li>
        ))}
      </ul>
      <p className="centered-text">
        <a href={`mailto:${contactEmail}`}>{t("involved.contact", { email: contactEmail })}</a>
      </p>
    </div>
  );
}
