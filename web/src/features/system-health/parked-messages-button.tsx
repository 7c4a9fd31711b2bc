import Button from "antd/es/button";
import { useI18n } from "../../shared/i18n/i18n-context";

interface Props {
  serviceName: string;
  onOpen: () => void;
}

/** A service card's way into its parked messages (admins only; the page decides). */
export function ParkedMessagesButton({ serviceName, onOpen }: Props) {
  const { t } = useI18n();
  return (
    <Button
      className="parked-open"
      onClick={onOpen}
      aria-haspopup="dialog"
      // Each card has this button: the service's name tells them apart beyond the visible text.
      aria-label={t("parked.viewFor", { service: serviceName })}
    >
      {t("parked.view")}
    </Button>
  );
}
