import type { TOrganizationDashboard } from "@mawid/contracts/analytics";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import { Link } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";

type Todo = TOrganizationDashboard["todo"][number];

const TEXT: Record<Todo["kind"], MessageKey> = {
  awaiting_approval: "db.todo.awaitingApproval",
  draft_not_submitted: "db.todo.draft",
  verification_not_requested: "db.todo.verification",
  certificate_expiring: "db.todo.certificate",
};

/** Where each task is done: the event, the verification request, or the tickets page with its vendors. */
function linkOf(todo: Todo): string {
  if (todo.kind === "verification_not_requested" || !todo.eventId) return "/verification/request";
  if (todo.kind === "certificate_expiring") return `/event/${todo.eventId}/tickets`;
  return `/event/${todo.eventId}`;
}

/**
 * What needs doing, in the order the service gives it (the service's title names the event or vendor),
 * after the people waiting to hear whether the team takes them on (identity's requests to join).
 */
export function TodoCard({
  todo,
  joinRequests,
}: {
  todo: readonly Todo[];
  joinRequests?: { organizationId: string; count: number };
}) {
  const { t, locale } = useI18n();
  // deadlines are days (a certificate is valid through its expiry day, UTC): read on the same clock
  const day = new Intl.DateTimeFormat(`${locale === "en" ? "en-GB" : locale}-u-ca-gregory-nu-latn`, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return (
    <Card title={<h2 className="card-heading">{t("db.todo")}</h2>} className="dashboard-card">
      {todo.length === 0 && !joinRequests?.count ? (
        <Empty description={t("db.todo.none")} />
      ) : (
        <ul className="dashboard-list">
          {joinRequests?.count ? (
            <li>
              <Link to={`/organization/${joinRequests.organizationId}/settings`}>
                {t("db.todo.joinRequests", { count: joinRequests.count })}
              </Link>
            </li>
          ) : null}
          {todo.map((item) => (
            <li key={`${item.kind}-${item.eventId ?? ""}-${item.title}`}>
              <Link to={linkOf(item)}>{t(TEXT[item.kind], { title: item.title })}</Link>
              {item.due ? (
                <span className="muted small">
                  {t("db.todo.due", { date: day.format(new Date(item.due)) })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
