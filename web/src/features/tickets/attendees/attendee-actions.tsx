import type { TAttendee } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { type RefundRequest, useRefund, useResendTicket } from "./attendee-queries";

interface Props {
  attendee: TAttendee;
  /** The attendees of the same order on this page, named when the whole order is refunded. */
  orderAttendees: TAttendee[];
  eventId: string;
}

/** Resend and refund, for a ticket that still admits someone; each button names its attendee for screen readers. */
export function AttendeeActions({ attendee, orderAttendees, eventId }: Props) {
  const { t } = useI18n();
  const resend = useResendTicket();
  const refund = useRefund(eventId);
  if (attendee.status !== "valid") return null;
  const name = attendee.attendeeName;
  const buyer = attendee.buyerEmail ?? t("tk.att.noBuyer");
  const popup = (trigger: HTMLElement) => trigger.parentElement ?? document.body;
  const confirm = (request: RefundRequest) => refund.mutateAsync(request).catch(() => undefined);
  return (
    <div className="attendee-actions">
      <Button
        size="small"
        aria-label={t("tk.att.resendTo", { name })}
        loading={resend.isPending && resend.variables?.ticketId === attendee.ticketId}
        onClick={() => resend.mutate(attendee)}
      >
        {t("tk.att.resend")}
      </Button>
      <Popconfirm
        title={t("tk.att.refundOneConfirm", { name, type: attendee.ticketTypeName })}
        okText={t("tk.att.refund")}
        okButtonProps={{ danger: true }}
        cancelText={t("tk.att.cancel")}
        getPopupContainer={popup}
        onConfirm={() =>
          confirm({
            orderId: attendee.orderId,
            positionIds: [attendee.positionId],
            done: t("tk.att.refunded", { name }),
          })
        }
      >
        <Button size="small" danger aria-label={t("tk.att.refundOne", { name })}>
          {t("tk.att.refund")}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t("tk.att.refundOrderConfirm", {
          buyer,
          names: orderAttendees
            .filter((a) => a.status === "valid")
            .map((a) => a.attendeeName)
            .join(", "),
        })}
        okText={t("tk.att.refundOrder")}
        okButtonProps={{ danger: true }}
        cancelText={t("tk.att.cancel")}
        getPopupContainer={popup}
        onConfirm={() => confirm({ orderId: attendee.orderId, done: t("tk.att.orderRefunded", { buyer }) })}
      >
        <Button size="small" danger type="text" aria-label={t("tk.att.refundOrderOf", { name })}>
          {t("tk.att.refundOrder")}
        </Button>
      </Popconfirm>
    </div>
  );
}
