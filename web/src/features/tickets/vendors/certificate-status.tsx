import type { TVendorView } from "@mawid/contracts/ticketing";
import Tag from "antd/es/tag";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { calendarDay } from "../../events/shared/zoned-format";

/** Whether the service still counts the certificate valid; an expired one says what it costs the vendor. */
export function CertificateTag({ vendor }: { vendor: TVendorView }) {
  const { t } = useI18n();
  return vendor.certificateValid ? (
    <Tag className="status-tag--up">{t("tk.vendor.valid")}</Tag>
  ) : (
    <span className="vendor-expired">
      <Tag className="status-tag--down">{t("tk.vendor.expired")}</Tag>
      <span className="muted small">{t("tk.vendor.expiredNote")}</span>
    </span>
  );
}

/** The certificate's last valid day, in the reader's language with the stored date for machines. */
export function ExpiryDay({ day }: { day: string }) {
  const { locale } = useI18n();
  return <time dateTime={day}>{calendarDay(day, locale)}</time>;
}
