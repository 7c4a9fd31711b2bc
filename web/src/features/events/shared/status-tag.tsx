import type { TEventStatus } from "@mawid/contracts/events";
import Tag from "antd/es/tag";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { statusKey } from "./labels";

const COLOUR: Record<TEventStatus, string> = {
  draft: "default",
  submitted: "gold",
  approved: "blue",
  rejected: "red",
  published: "green",
  cancelled: "volcano",
  completed: "purple",
};

export function StatusTag({ status }: { status: TEventStatus }) {
  const { t } = useI18n();
  return <Tag color={COLOUR[status]}>{t(statusKey(status))}</Tag>;
}
