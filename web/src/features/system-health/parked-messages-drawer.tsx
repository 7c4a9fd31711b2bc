import CheckCircleOutlined from "@ant-design/icons/CheckCircleOutlined";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Skeleton from "antd/es/skeleton";
import { useRef } from "react";
import { toAppError } from "../../shared/http/app-error";
import { useI18n } from "../../shared/i18n/i18n-context";
import { ParkedMessageItem } from "./parked-message-item";
import { useParkedMessages } from "./parked-messages-queries";

interface Props {
  service: string;
  /** The service's name in the reader's language. */
  serviceName: string;
  open: boolean;
  onClose: () => void;
}

/** A service's parked messages for a platform admin; loaded on demand (lazy chunk, admins only). */
export default function ParkedMessagesDrawer({ service, serviceName, open, onClose }: Props) {
  const { t, tk, dir } = useI18n();
  const list = useParkedMessages(service);
  const introRef = useRef<HTMLParagraphElement>(null);
  const data = list.data;
  const failure = list.isError ? toAppError(list.error) : null;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={dir === "rtl" ? "left" : "right"}
      // the whole width of a phone, a reading width beyond it
      size="min(720px, 100vw)"
      destroyOnHidden
      rootClassName="parked-drawer"
      title={<h2 className="card-heading">{t("parked.title", { service: serviceName })}</h2>}
      closable={{ "aria-label": t("parked.close") }}
    >
      {/* Where focus goes when a message leaves the list, so keyboard users are not dropped to the page. */}
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
          description={
            failure.code === "NETWORK"
              ? t("error.network")
              : failure.message
                ? tk(failure.message)
                : t("error.generic")
          }
          action={
            <Button size="small" onClick={() => void list.refetch()} loading={list.isFetching}>
              {t("parked.reload")}
            </Button>
          }
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
              key={`${message.group}/${message.messageId}`}
              service={service}
              message={message}
              onGone={() => introRef.current?.focus()}
            />
          ))}
        </ul>
      ) : null}
    </Drawer>
  );
}
