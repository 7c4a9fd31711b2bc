import StopOutlined from "@ant-design/icons/StopOutlined";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { useEndPromoCode } from "./promo-code-queries";

/** Stops a code now (a leaked code, an offer over early), after asking: it cannot be started again. */
export function EndCodeButton({
  eventId,
  promoCodeId,
  code,
}: {
  eventId: string;
  promoCodeId: string;
  code: string;
}) {
  const { t } = useI18n();
  const end = useEndPromoCode(eventId);
  const report = useTicketErrorPolicy();
  return (
    <Popconfirm
      title={t("tk.promo.endConfirm", { code })}
      description={t("tk.promo.endNote")}
      okText={t("tk.promo.endOk")}
      cancelText={t("tk.promo.endCancel")}
      onConfirm={() =>
        end.mutate(promoCodeId, {
          onSuccess: () => toast.success({ raw: t("tk.promo.ended", { code }) }),
          onError: (error) => report(error, { fallback: "tk.promo.endFailed" }),
        })
      }
    >
      <Button
        size="small"
        icon={<StopOutlined aria-hidden />}
        loading={end.isPending}
        aria-label={t("tk.promo.endLabel", { code })}
      >
        {t("tk.promo.end")}
      </Button>
    </Popconfirm>
  );
}
