import CloseCircleFilled from "@ant-design/icons/CloseCircleFilled";
import Button from "antd/es/button";
import { useI18n } from "../shared/i18n/i18n-context";
import { StatusPanel } from "../shared/ui/status-panel";

interface Props {
  onTryAgain: () => void;
  onGoHome: () => void;
}

export function ErrorFallback({ onTryAgain, onGoHome }: Props) {
  const { t } = useI18n();
  return (
    <div className="container page" role="alert">
      <StatusPanel
        icon={<CloseCircleFilled />}
        tone="error"
        title={t("error.title")}
        text={t("error.text")}
        actions={
          <>
            <Button type="primary" onClick={onTryAgain}>
              {t("error.tryAgain")}
            </Button>
            <Button onClick={onGoHome}>{t("error.goHome")}</Button>
          </>
        }
      />
    </div>
  );
}
