import { MANAGER_ROLES } from "@mawid/contracts/identity";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useHoldsRole } from "../../auth/use-holds-role";
import { useEvent } from "../../events/shared/event-queries";
import { TicketError } from "../shared/ticket-error";
import { useRefundPolicy } from "./refund-policy-api";
import { RefundPolicyForm } from "./refund-policy-form";
import "./refund-policy.css";
import { usePolicyWords } from "./use-policy-words";

/**
 * The event's refund policy for its organisation: in words with its deadline on the venue's clock, and
 * for owners and admins (the roles ticketing lets set it) the form to change it; staff only read it.
 */
export function RefundPolicyCard({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const { t } = useI18n();
  const view = useRefundPolicy(eventId);
  const event = useEvent(eventId);
  const canChange = useHoldsRole(event.data?.organizationId, MANAGER_ROLES, { platformAdmin: true });
  const words = usePolicyWords(timeZone);
  return (
    <Card title={<h2 className="card-heading">{t("tk.refund.title")}</h2>}>
      {view.isPending || event.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : view.isError ? (
        <TicketError error={view.error} />
      ) : (
        <>
          <p className="refund-policy-words">{words.rule(view.data)}</p>
          {canChange ? (
            <RefundPolicyForm eventId={eventId} policy={view.data.policy} />
          ) : (
            <p className="muted small">{t("tk.refund.readOnly")}</p>
          )}
        </>
      )}
    </Card>
  );
}
