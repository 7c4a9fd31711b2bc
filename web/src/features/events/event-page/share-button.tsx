import ShareAltOutlined from "@ant-design/icons/ShareAltOutlined";
import Button from "antd/es/button";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";

/** The phone's share sheet where there is one; elsewhere the link goes to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is the user's choice, not a failure to fall back from.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await navigator.clipboard.writeText(url);
    toast.success("ev.linkCopied");
  };
  return (
    <Button icon={<ShareAltOutlined />} onClick={share}>
      {t("ev.share")}
    </Button>
  );
}
