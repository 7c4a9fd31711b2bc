import { MANAGER_ROLES } from "@mawid/contracts/identity";
import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import { toAppError } from "../../../shared/http/app-error";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useHoldsRole } from "../../auth/use-holds-role";
import { FeatureGate } from "../shared/feature-gate";
import { useOrganizationFeatures } from "../shared/organization-features";
import { TicketError } from "../shared/ticket-error";
import { useTicketTypes } from "../shared/ticket-queries";
import { ComposeMessage } from "./compose-message";
import { useAttendeeEmailJobs } from "./message-queries";
import "./messages.css";
import { SentMessages } from "./sent-messages";

/**
 * E-mail to the event's ticket holders and the messages sent so far, for the organisation's owners
 * and admins on a plan with the e-mail service; others are told why they see neither. The service
 * decides again.
 */
export function MessagesTab({ eventId, organizationId }: { eventId: string; organizationId: string }) {
  const { t } = useI18n();
  const has = useOrganizationFeatures(organizationId);
  const canSend = useHoldsRole(organizationId, MANAGER_ROLES);
  if (!has("email_texting_service"))
    return <FeatureGate feature="email_texting_service" what={t("tk.msg.gate")} />;
  if (!canSend) return <Alert type="info" showIcon title={t("tk.msg.managersOnly")} />;
  return <Messages eventId={eventId} />;
}

function Messages({ eventId }: { eventId: string }) {
  const { t } = useI18n();
  const types = useTicketTypes(eventId);
  const jobs = useAttendeeEmailJobs(eventId);
  // the service refusing the list refuses sending too: one explanation, not a form that must fail
  if (jobs.isError && toAppError(jobs.error).status === 403) return <TicketError error={jobs.error} />;
  return (
    <div className="messages">
      <Card title={<h2 className="card-heading">{t("tk.msg.compose")}</h2>}>
        {types.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : types.isError ? (
          <TicketError error={types.error} />
        ) : (
          <ComposeMessage eventId={eventId} types={types.data} />
        )}
      </Card>
      <Card title={<h2 className="card-heading">{t("tk.msg.sent")}</h2>}>
        {jobs.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : jobs.isError ? (
          <TicketError error={jobs.error} fallback="tk.msg.loadFailed" />
        ) : (
          <SentMessages jobs={jobs.data} types={types.data?.items ?? []} />
        )}
      </Card>
    </div>
  );
}
