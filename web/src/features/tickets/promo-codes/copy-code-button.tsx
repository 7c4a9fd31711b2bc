import CopyOutlined from "@ant-design/icons/CopyOutlined";
import Button from "antd/es/button";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";

/** The code on the clipboard, to paste into a newsletter or a message to the community. */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useI18n();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success({ raw: t("tk.promo.copied", { code }) });
    } catch {
      // the browser may refuse the clipboard (an insecure page, a denied permission)
      toast.error("tk.promo.copyFailed");
    }
  };
  return (
    <Button
      size="small"
      type="text"
      icon={<CopyOutlined />}
      aria-label={t("tk.promo.copy", { code })}
      title={t("tk.promo.copy", { code })}
      onClick={copy}
    />
  );
}
