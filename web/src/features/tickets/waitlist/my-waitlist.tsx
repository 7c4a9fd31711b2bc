import Card from "antd/es/card";
import { Link } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { TicketError } from "../shared/ticket-error";
import { isActive, useMyWaitlist } from "./waitlist-queries";
import { WaitlistEntryStatus } from "./waitlist-entry-status";

/** On /my-tickets: the lines the person waits in, and any offer with its deadline. Nothing when none. */
export function MyWaitlist() {
  const { t } = useI18n();
  const mine = useMyWaitlist();
  if (mine.isPending) return null;
  if (mine.isError) return <TicketError error={mine.error} />;
  const active = mine.data.items.filter(isActive);
  if (active.length === 0) return null;
  return (
    <Card className="my-waitlist">
      <h2 className="card-heading">{t("wl.title")}</h2>
      <ul className="ticket-type-list">
        {active.map((entry) => (
          <li key={entry.id} className="ticket-type-row">
            <div className="ticket-type-info">
              <h3>
                <Link to={`/register-event/${entry.eventId}`}>{entry.eventTitle}</Link>
              </h3>
              <p className="muted">{entry.ticketTypeName}</p>
            </div>
            <WaitlistEntryStatus entry={entry} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
