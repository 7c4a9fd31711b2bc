import type { TAttendee } from "@mawid/contracts/ticketing";
import Tag from "antd/es/tag";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { zonedClock } from "../../events/shared/zoned-format";
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

/**
 * Where a ticket stands at the door: when (on the venue's clock) and at which gate it was admitted,
 * and whether it went out since; or that it has not been checked in.
 */
export function CheckedIn({ checkIn, timeZone }: { checkIn: TAttendee["checkIn"]; timeZone: string }) {
  const { t, locale } = useI18n();
  if (!checkIn) return <span className="muted">{t("tk.ci.none")}</span>;
  const time = zonedClock(checkIn.admittedAt, timeZone, locale);
  const gate = checkIn.gateName ?? checkIn.gateId;
  return (
    <span className="attendee-check-in">
      <time dateTime={checkIn.admittedAt}>
        {gate ? t("tk.ci.atGate", { time, gate }) : t("tk.ci.at", { time })}
      </time>
      <Tag color={checkIn.inside ? "green" : "default"}>
        {t(checkIn.inside ? "tk.ci.inside" : "tk.ci.out")}
      </Tag>
    </span>
  );
}
