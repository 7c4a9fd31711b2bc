import type { TParkedMessage } from "@mawid/contracts/platform";
import { useIsMutating } from "@tanstack/react-query";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import Progress from "antd/es/progress";
import { type RefObject, useEffect, useRef } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import { parkedMessagesKey } from "./parked-messages-queries";
import { answered, type RetryAllState } from "./use-retry-all";

interface Props {
  service: string;
  listed: readonly TParkedMessage[];
  state: RetryAllState;
  start: (listed: readonly TParkedMessage[]) => void;
  stop: () => void;
  /** Where focus goes when the Stop button disappears from under it. */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** Retry all: its confirmation, its progress with a way to stop, and what it came to. */
export function ParkedRetryAll({ service, listed, state, start, stop, fallbackFocus }: Props) {
  const { t, dir } = useI18n();
  // Retry all would take in a message that is being retried or discarded on its own as well.
  const othersBusy = useIsMutating({ mutationKey: parkedMessagesKey(service) }) > 0;
  const stopRef = useRef<HTMLButtonElement>(null);
  const running = state.phase === "running" ? state : null;
  const done = state.phase === "idle" ? 0 : answered(state.tally);

  useEffect(() => {
    if (state.phase === "running") stopRef.current?.focus();
    else if (state.phase === "finished" && document.activeElement === document.body)
      fallbackFocus.current?.focus();
  }, [state.phase, fallbackFocus]);

  return (
    <>
      {/* Mounted throughout: a live region that appears already filled is not announced. */}
      <p className="visually-hidden" role="status">
        {running ? t("parked.retryAllLive", { done, total: running.total }) : ""}
      </p>
      {running ? (
        <div className="parked-bulk-bar">
          <Progress
            percent={Math.floor((done / running.total) * 100)}
            status="active"
            format={() => t("parked.retryAllCount", { done, total: running.total })}
            aria-label={t("parked.retryAllProgress")}
          />
          <Button ref={stopRef} loading={running.stopping} onClick={stop}>
            {running.stopping ? t("parked.stopping") : t("parked.stop")}
          </Button>
        </div>
      ) : listed.length >= 2 ? (
        <div className="parked-bulk-bar">
          <Popconfirm
            title={t("parked.retryAllConfirm", { count: listed.length })}
            description={t("parked.retryAllEffect")}
            okText={t("parked.retryAll")}
            cancelText={t("parked.retryAllCancel")}
            onConfirm={() => start(listed)}
            disabled={othersBusy}
            // opens under its button and towards the drawer's middle, so it stays inside the drawer
            placement={dir === "rtl" ? "bottomRight" : "bottomLeft"}
            // Inside the drawer, right after its button: in the drawer's focus trap and next in tab order.
            getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
          >
            <Button disabled={othersBusy}>{t("parked.retryAll")}</Button>
          </Popconfirm>
        </div>
      ) : null}
      {state.phase === "finished" ? (
        <Alert
          className="spaced"
          type={state.tally.failed > 0 || done < state.total ? "warning" : "success"}
          showIcon
          title={
            done < state.total
              ? t("parked.retryAllStopped", { left: state.total - done })
              : t("parked.retryAllDone")
          }
          description={t("parked.retryAllSummary", state.tally)}
        />
      ) : null}
    </>
  );
}
