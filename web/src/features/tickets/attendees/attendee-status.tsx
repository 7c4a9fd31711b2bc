import type { TAttendee } from "@mawid/contracts/ticketing";
import Tag from "antd/es/tag";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";

export const statusKey = (status: TAttendee["status"]): MessageKey => `tk.att.st.${status}`;

const COLOUR: Record<TAttendee["status"], string> = {
  valid: "green",
  transferred: "blue",
  revoked: "default",
  refunded: "orange",
};

/** A ticket's state as a tag with its word, never by colour alone. */
export function AttendeeStatus({ status }: { status: TAttendee["status"] }) {
  const { t } = useI18n();
  return <Tag color={COLOUR[status]}>{t(statusKey(status))}</Tag>;
}

/** Yes or no once check-in reports admissions; nothing before. */
export function CheckedIn({ value }: { value: boolean | null }) {
  const { t } = useI18n();
  if (value === null) return null;
  return <>{value ? t("tk.att.yes") : t("tk.att.no")}</>;
}
