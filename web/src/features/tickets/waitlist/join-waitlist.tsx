import type { TTicketTypeView } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import InputNumber from "antd/es/input-number";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { joinWaitlist } from "./waitlist-api";
import { isActive, myWaitlistKey, useMyWaitlist } from "./waitlist-queries";
import { WaitlistEntryStatus } from "./waitlist-entry-status";

/**
 * A sold-out ticket type's waitlist on the registration page: join for as many tickets as one order may
 * hold, then the place in line or the offer once seats free up.
 */
export function JoinWaitlist({
  type,
  accessCode,
}: {
  type: TTicketTypeView;
  /** The code that unlocked a hidden type: its waitlist asks for it too. */
  accessCode: string | null;
}) {
  const { t } = useI18n();
  const id = useId();
  const client = useQueryClient();
  const report = useTicketErrorPolicy();
  const mine = useMyWaitlist();
  const [quantity, setQuantity] = useState(type.minPerOrder);
  const join = useMutation({
    mutationFn: () =>
      joinWaitlist(type.eventId, type.id, { quantity, ...(type.hidden && accessCode ? { accessCode } : {}) }),
  });
  if (mine.isPending) return null;
  const entry = mine.data?.items.find((e) => e.ticketTypeId === type.id && isActive(e));
  if (entry) return <WaitlistEntryStatus entry={entry} />;
  const onJoin = () =>
    join.mutate(undefined, {
      onSuccess: () => client.invalidateQueries({ queryKey: myWaitlistKey }),
      onError: (error) => report(error, { fallback: "wl.failed" }),
    });
  return (
    <div className="ticket-type-inputs waitlist-join">
      <label htmlFor={`${id}-qty`}>{t("wl.quantity")}</label>
      <InputNumber
        id={`${id}-qty`}
        aria-describedby={`${id}-note`}
        min={type.minPerOrder}
        max={type.maxPerOrder}
        precision={0}
        inputMode="numeric"
        value={quantity}
        onChange={(value) => setQuantity(value ?? type.minPerOrder)}
      />
      <Button loading={join.isPending} onClick={onJoin}>
        {t("wl.join")}
      </Button>
      <span id={`${id}-note`} className="small muted">
        {t("wl.note")}
      </span>
    </div>
  );
}
