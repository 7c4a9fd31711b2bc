import type { TMyWaitlistEntry } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatDateTime } from "../../../shared/i18n/dates";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { leaveWaitlist } from "./waitlist-api";
import { myWaitlistKey, useTakeOffer } from "./waitlist-queries";

/** Where a person stands in a line: their place, or the offer's deadline and the way to take it; and the way out. */
export function WaitlistEntryStatus({ entry }: { entry: TMyWaitlistEntry }) {
  const { t, locale } = useI18n();
  const client = useQueryClient();
  const report = useTicketErrorPolicy();
  const offer = useTakeOffer();
  const leave = useMutation({ mutationFn: () => leaveWaitlist(entry.eventId, entry.ticketTypeId) });
  const onLeave = () =>
    leave.mutate(undefined, {
      onSuccess: () => client.invalidateQueries({ queryKey: myWaitlistKey }),
      onError: (error) => report(error, { fallback: "wl.failed" }),
    });
  return (
    <div className="waitlist-entry">
      {entry.status === "offered" && entry.offer ? (
        <p role="status">
          {t("wl.offered", { time: formatDateTime(new Date(entry.offer.expiresAt), locale) })}
        </p>
      ) : (
        <p role="status">{t("wl.waiting", { position: entry.position ?? 1, count: entry.quantity })}</p>
      )}
      <div className="action-row">
        {entry.status === "offered" ? (
          <Button type="primary" loading={offer.pending} onClick={() => offer.take(entry)}>
            {t("wl.take")}
          </Button>
        ) : null}
        <Button loading={leave.isPending} onClick={onLeave}>
          {t("wl.leave")}
        </Button>
      </div>
    </div>
  );
}
