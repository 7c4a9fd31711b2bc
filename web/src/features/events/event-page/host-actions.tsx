import type { TEvent } from "@mawid/contracts/events";
import Button from "antd/es/button";
import Card from "antd/es/card";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { toast } from "../../../shared/ui/toast";
import { submitEvent } from "../shared/event-api";
import { useEventChange } from "../shared/event-queries";
import { CancelEventButton } from "./cancel-event-button";
import { EditEventButton } from "./edit-event-button";

const EDITABLE = new Set(["draft", "rejected", "submitted", "approved", "published"]);
const CANCELLABLE = new Set(["submitted", "approved", "published"]);

/** What the organisation's members can do from here; each button shows only where the lifecycle allows it. */
export function HostActions({ event }: { event: TEvent }) {
  const { t } = useI18n();
  const report = useErrorPolicy();
  const submit = useEventChange(() => submitEvent(event.id));
  const onSubmit = () =>
    submit.mutate(undefined, {
      onSuccess: () => toast.success("ev.submitted"),
      onError: (error) => report(error, { fallback: "ev.actionFailed" }),
    });
  return (
    <Card title={<h2 className="card-heading">{t("ev.hostActions")}</h2>}>
      <div className="action-row">
        {event.status === "draft" || event.status === "rejected" ? (
          <Button type="primary" onClick={onSubmit} loading={submit.isPending}>
            {t("ev.submit")}
          </Button>
        ) : null}
        {EDITABLE.has(event.status) ? <EditEventButton event={event} /> : null}
        <ButtonLink to={`/event/${event.id}/sessions`}>{t("ev.sessions")}</ButtonLink>
        <ButtonLink to={`/event/${event.id}/tickets`}>{t("tk.manage")}</ButtonLink>
        <ButtonLink to={`/clone-event/${event.id}`}>{t("ev.clone")}</ButtonLink>
        {CANCELLABLE.has(event.status) ? <CancelEventButton eventId={event.id} /> : null}
      </div>
    </Card>
  );
}
