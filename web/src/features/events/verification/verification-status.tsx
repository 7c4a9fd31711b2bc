import type { THostVerification } from "@mawid/contracts/events";
import Alert from "antd/es/alert";
import { useI18n } from "../../../shared/i18n/i18n-context";

/** Where the organisation's request stands, with the reason when it was turned down. */
export function VerificationStatus({ verification }: { verification: THostVerification }) {
  const { t } = useI18n();
  const { status } = verification;
  const text =
    status === "rejected"
      ? t("ev.ver.rejected", { reason: verification.rejectionReason ?? "" })
      : t(status === "none" ? "ev.ver.none" : status === "pending" ? "ev.ver.pending" : "ev.ver.verified");
  const type = status === "verified" ? "success" : status === "rejected" ? "warning" : "info";
  return (
    <Alert
      type={type}
      showIcon
      role="status"
      title={`${t("ev.ver.status")}: ${text}`}
      data-testid="verification-status"
    />
  );
}
