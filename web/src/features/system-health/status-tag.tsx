import Tag from "antd/es/tag";
import { useI18n } from "../../shared/i18n/i18n-context";

/** A check's state as a tag, in the status colours of styles.css (antd's own fall short of AA contrast). */
export function StatusTag({ status }: { status: "up" | "down" | "degraded" }) {
  const { t } = useI18n();
  return <Tag className={`status-tag--${status}`}>{t(`health.status.${status}`)}</Tag>;
}
