import CheckCircleOutlined from "@ant-design/icons/CheckCircleOutlined";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Skeleton from "antd/es/skeleton";
import { useEffect, useRef } from "react";
import { toAppError } from "../../shared/http/app-error";
import { errorText } from "../../shared/http/error-text";
import { useI18n } from "../../shared/i18n/i18n-context";
import { ParkedMessageItem } from "./parked-message-item";
import { parkedMessageKey, useParkedMessages } from "./parked-messages-queries";
import { ParkedRetryAll } from "./parked-retry-all";
import { useRetryAll } from "./use-retry-all";
import { useRetryFailures } from "./use-retry-failures";

interface Props {
  service: string;
  /** False while the drawer slides out, before this content is destroyed. */
  open: boolean;
}

/** What the parked-messages drawer holds: the list, its loading and failure states, and Retry all. */
export function ParkedMessagesPanel({ service, open }: Props) {
  const { t, say } = useI18n();
  const list = useParkedMessages(service);
  const introRef = useRef<HTMLParagraphElement>(null);
  const { failureOf, setFailure } = useRetryFailures();
  const retryAll = useRetryAll(service, setFailure);
  const { stop } = retryAll;
  const data = list.data;
  const failure = list.isError ? toAppError(list.error) : null;

  // Closing is the admin's word to stop: no message may be retried after it.
  useEffect(() => {
    if (!open) stop();
  }, [open, stop]);

  return (
    <>
      {/* Where focus goes when what it was on leaves, so keyboard users are not dropped to the page. */}
      <p ref={introRef} tabIndex={-1} className="muted">
        {t("parked.intro")}
      </p>
      {list.isPending ? (
        <>
          <span className="visually-hidden" role="status">
            {t("app.loading")}
          </span>
          <Skeleton active paragraph={{ rows: 8 }} />
        </>
      ) : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          className="spaced"
          title={t("parked.loadFailed")}
          description={say(errorText(failure))}
          action={
            <Button size="small" onClick={() => void list.refetch()} loading={list.isFetching}>
              {t("parked.reload")}
            </Button>
          }
        />
      ) : null}
      {data ? (
        <ParkedRetryAll
          service={service}
          listed={data.messages}
          state={retryAll.state}
          start={(listed) => void retryAll.start(listed)}
          stop={stop}
          fallbackFocus={introRef}
        />
      ) : null}
      {data && data.messages.length === 0 ? (
        <p className="parked-empty" role="status">
          <CheckCircleOutlined aria-hidden="true" />
          {t("parked.none")}
        </p>
      ) : null}
      {data && data.total > data.messages.length ? (
        <p className="muted" role="status">
          {t("parked.showing", { shown: data.messages.length, total: data.total })}
        </p>
      ) : null}
      {data && data.messages.length > 0 ? (
        <ul className="parked-list">
          {data.messages.map((message) => (
            <ParkedMessageItem
              key={parkedMessageKey(message)}
              service={service}
              message={message}
              retryFailure={failureOf(message)}
              setFailure={setFailure}
              locked={retryAll.state.phase === "running"}
              onGone={() => introRef.current?.focus()}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
