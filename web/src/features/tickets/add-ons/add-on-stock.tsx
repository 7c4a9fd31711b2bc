import type { TAddOnView } from "@mawid/contracts/ticketing";
import Progress from "antd/es/progress";
import { useI18n } from "../../../shared/i18n/i18n-context";

/** What is left of an add-on's stock, in words and as a small bar of the share still available. */
export function AddOnStock({ addOn }: { addOn: TAddOnView }) {
  const { t } = useI18n();
  const text = t("tk.addon.left", { available: addOn.available, stock: addOn.stock });
  return (
    <span className="add-on-stock">
      <span>{text}</span>
      <Progress
        percent={addOn.stock > 0 ? Math.round((addOn.available / addOn.stock) * 100) : 0}
        size="small"
        showInfo={false}
        aria-label={text}
      />
    </span>
  );
}
