import StopOutlined from "@ant-design/icons/StopOutlined";
import type { TAddOnView } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { useWithdrawAddOn } from "./add-on-queries";

/** Takes an add-on off sale after asking: it cannot be put back, and orders that have it keep it. */
export function WithdrawAddOnButton({ eventId, addOn }: { eventId: string; addOn: TAddOnView }) {
  const { t } = useI18n();
  const withdraw = useWithdrawAddOn(eventId);
  const report = useTicketErrorPolicy();
  return (
    <Popconfirm
      title={t("tk.addon.withdrawConfirm", { name: addOn.name })}
      description={t("tk.addon.withdrawNote")}
      okText={t("tk.addon.withdraw")}
      cancelText={t("tk.addon.keepSelling")}
      onConfirm={() =>
        withdraw.mutate(addOn.id, {
          onSuccess: () => toast.success({ raw: t("tk.addon.withdrawn", { name: addOn.name }) }),
          onError: (error) => report(error, { fallback: "tk.addon.withdrawFailed" }),
        })
      }
    >
      <Button
        size="small"
        icon={<StopOutlined aria-hidden />}
        loading={withdraw.isPending}
        aria-label={t("tk.addon.withdrawLabel", { name: addOn.name })}
      >
        {t("tk.addon.withdraw")}
      </Button>
    </Popconfirm>
  );
}
