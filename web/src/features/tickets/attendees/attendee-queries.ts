import type { TAttendee, TAttendeesPage, TOrder } from "@mawid/contracts/ticketing";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toAppError } from "../../../shared/http/app-error";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { ticketTypesKey } from "../shared/ticket-queries";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { type AttendeeFilters, fetchAttendees, refundOrder, resendTicket } from "./attendees-api";
import { retryAfterMinutes } from "./retry-after";

const attendeesKey = (eventId: string) => ["tickets", "attendees", eventId] as const;

export function useAttendees(eventId: string, filters: AttendeeFilters, page: number) {
  return useQuery({
    queryKey: [...attendeesKey(eventId), filters, page],
    queryFn: () => fetchAttendees(eventId, filters, page),
    // The rows on screen stay while the next page or filter loads, instead of a flash of skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useResendTicket() {
  const { t } = useI18n();
  const report = useTicketErrorPolicy();
  return useMutation({
    mutationFn: (attendee: TAttendee) => resendTicket(attendee.ticketId),
    onSuccess: (_sent, attendee) =>
      toast.success({ raw: t("tk.att.resent", { name: attendee.attendeeName }) }),
    onError: (error) => {
      const minutes = retryAfterMinutes(error);
      if (toAppError(error).code === "TICKET_RESENT_RECENTLY" && minutes !== null)
        toast.error({ raw: t("tk.att.resendLater", { minutes }) });
      else report(error);
    },
  });
}

/** The refunded attendees' rows as the service now has them, before the list is asked again. */
function markRefunded(page: TAttendeesPage | undefined, order: TOrder): TAttendeesPage | undefined {
  if (!page) return page;
  const refunded = new Set(order.refundedPositionIds);
  return {
    ...page,
    items: page.items.map((a) =>
      a.orderId === order.id && a.status === "valid" && refunded.has(a.positionId)
        ? { ...a, status: "refunded" }
        : a,
    ),
  };
}

export interface RefundRequest {
  orderId: string;
  /** Absent: the whole order. */
  positionIds?: string[];
  /** What the success toast names: the attendee, or the order's buyer. */
  done: string;
}

export function useRefund(eventId: string) {
  const client = useQueryClient();
  const report = useTicketErrorPolicy();
  return useMutation({
    mutationFn: (request: RefundRequest) => refundOrder(request.orderId, request.positionIds),
    onSuccess: (order, request) => {
      client.setQueriesData<TAttendeesPage>({ queryKey: attendeesKey(eventId) }, (page) =>
        markRefunded(page, order),
      );
      toast.success({ raw: request.done });
      void client.invalidateQueries({ queryKey: attendeesKey(eventId) });
      void client.invalidateQueries({ queryKey: ticketTypesKey(eventId) });
    },
    onError: (error) => report(error),
  });
}
