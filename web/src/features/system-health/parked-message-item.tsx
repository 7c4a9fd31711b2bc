import type { TParkedMessage } from "@mawid/contracts/platform";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import { useId } from "react";
import { formatDateTime } from "../../shared/i18n/dates";
import { useI18n } from "../../shared/i18n/i18n-context";
import { useParkedMessageActions } from "./use-parked-message-actions";
import type { SetRetryFailure } from "./use-retry-failures";

interface Props {
  service: string;
  message: TParkedMessage;
  /** Why its latest retry failed, if it did. */
  retryFailure: string | null;
  setFailure: SetRetryFailure;
  /** Retry all is running: one message at a time, so its own buttons wait. */
  locked: boolean;
  /** The message left the list: focus must go somewhere that stays. */
  onGone: () => void;
}

/** Ids and topics read left to right inside Arabic and Urdu text, in the page's alignment. */
function Technical({ text, id }: { text: string; id?: string }) {
  return (
    <span id={id} dir="ltr" className="mono">
      {text}
    </span>
  );
}

function Moment({ iso }: { iso: string }) {
  const { locale } = useI18n();
  return <time dateTime={iso}>{formatDateTime(new Date(iso), locale)}</time>;
}

/** One parked message: what it is, why it failed, its data, and the two ways out of the list. */
export function ParkedMessageItem({ service, message, retryFailure, setFailure, locked, onGone }: Props) {
  const { t } = useI18n();
  const id = useId();
  const { retry, discard, busy } = useParkedMessageActions(service, message, { onGone, setFailure });
  // Every item has the same two buttons; the type and id tell a screen reader which message they act on.
  const describedBy = `${id}-type ${id}-id`;

  return (
    <li className="parked-item">
      <h3 className="parked-type">
        <span id={`${id}-type`} dir="ltr">
          {message.type}
        </span>
      </h3>
      <dl className="parked-facts">
        <dt>{t("parked.messageId")}</dt>
        <dd>
          <Technical id={`${id}-id`} text={message.messageId} />
        </dd>
        <dt>{t("parked.topic")}</dt>
        <dd>
          <Technical text={message.topic} />
        </dd>
        <dt>{t("parked.group")}</dt>
        <dd>
          <Technical text={message.group} />
        </dd>
        <dt>{t("parked.streamId")}</dt>
        <dd>
          <Technical text={message.streamId} />
        </dd>
        <dt>{t("parked.occurredAt")}</dt>
        <dd>
          <Moment iso={message.occurredAt} />
        </dd>
        <dt>{t("parked.parkedAt")}</dt>
        <dd>
          <Moment iso={message.parkedAt} />
        </dd>
        <dt>{t("parked.attempts")}</dt>
        <dd>{message.attempts}</dd>
      </dl>
      <h4 className="parked-label">{t("parked.lastError")}</h4>
      <pre className="parked-code parked-error" dir="ltr">
        {message.lastError}
      </pre>
      <details className="parked-data">
        <summary>{t("parked.data")}</summary>
        <pre className="parked-code" dir="ltr">
          {JSON.stringify(message.data, null, 2)}
        </pre>
      </details>
      {retryFailure !== null ? (
        <Alert
          type="error"
          showIcon
          className="spaced"
          title={t("parked.retryFailed")}
          description={<span dir="auto">{retryFailure}</span>}
        />
      ) : null}
      <div className="parked-actions">
        <Button
          type="primary"
          loading={busy === "retry"}
          disabled={locked || busy === "discard"}
          onClick={retry}
          aria-describedby={describedBy}
        >
          {t("parked.retry")}
        </Button>
        <Popconfirm
          title={t("parked.discardConfirm")}
          description={t("parked.discardEffect")}
          okText={t("parked.discard")}
          okButtonProps={{ danger: true }}
          cancelText={t("parked.cancel")}
          onConfirm={discard}
          disabled={locked || busy !== null}
          // Inside the drawer, right after its button: in the drawer's focus trap and next in tab order.
          getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
        >
          <Button
            danger
            loading={busy === "discard"}
            disabled={locked || busy === "retry"}
            aria-describedby={describedBy}
          >
            {t("parked.discard")}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
