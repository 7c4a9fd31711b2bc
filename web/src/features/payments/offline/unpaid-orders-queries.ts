import type { TOfflineMethod, TUnpaidOrder } from "@mawid/contracts/payments";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { fetchUnpaidOrders, recordOfflinePayment } from "../shared/payments-api";
import { usePaymentErrorPolicy } from "../shared/use-payment-error-policy";

const unpaidKey = (organizationId: string, eventId: string) =>
  ["payments", "organizations", organizationId, "unpaid-orders", eventId] as const;

/** Asked only for the organisation's hosts: anyone else would be refused. */
export const useUnpaidOrders = (organizationId: string, eventId: string, host: boolean) =>
  useQuery({
    queryKey: unpaidKey(organizationId, eventId),
    queryFn: () => fetchUnpaidOrders(organizationId, eventId),
    enabled: host,
  });

/** Marks an order paid offline; the list and the attendees (tickets follow) are asked again. */
export function useMarkPaid(organizationId: string, eventId: string) {
  const { t } = useI18n();
  const client = useQueryClient();
  const report = usePaymentErrorPolicy();
  return useMutation({
    mutationFn: ({ order, method }: { order: TUnpaidOrder; method: TOfflineMethod }) =>
      recordOfflinePayment(order.orderId, { method }),
    onSuccess: () => {
      toast.success({ raw: t("pay.offline.marked") });
      void client.invalidateQueries({ queryKey: unpaidKey(organizationId, eventId) });
      void client.invalidateQueries({ queryKey: ["tickets", "attendees", eventId] });
    },
    onError: (error) => report(error, { fallback: "pay.offline.failed" }),
  });
}
