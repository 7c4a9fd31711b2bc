import Tag from "antd/es/tag";
import { useI18n } from "../../shared/i18n/i18n-context";

const COLORS = { up: "success", degraded: "warning", down: "error" } as const;

export function StatusTag({ status }: { status: "up" | "down" | "degraded" }) {
  const { t } = useI18n();
  return <Tag color={COLORS[status]}>{t(`health.status.${status}`)}</Tag>;
}
