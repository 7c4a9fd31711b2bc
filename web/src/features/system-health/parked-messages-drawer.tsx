import Drawer from "antd/es/drawer";
import { useI18n } from "../../shared/i18n/i18n-context";
import { ParkedMessagesPanel } from "./parked-messages-panel";
import { usePrefetchParkedMessages } from "./parked-messages-queries";

interface Props {
  service: string;
  /** The service's name in the reader's language. */
  serviceName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * A service's parked messages for a platform admin; loaded on demand (lazy chunk, admins only).
 * Its content is destroyed once hidden, so each opening starts without the last one's results.
 */
export default function ParkedMessagesDrawer({ service, serviceName, open, onClose }: Props) {
  const { t, dir } = useI18n();
  usePrefetchParkedMessages(service);
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
      <ParkedMessagesPanel service={service} open={open} />
    </Drawer>
  );
}
