import Button from "antd/es/button";
import Result from "antd/es/result";
import { useI18n } from "../shared/i18n/i18n-context";

interface Props {
  onTryAgain: () => void;
  onGoHome: () => void;
}

export function ErrorFallback({ onTryAgain, onGoHome }: Props) {
  const { t } = useI18n();
  return (
    <div className="container page" role="alert">
      <Result
        status="error"
        title={<h1 className="result-title">{t("error.title")}</h1>}
        subTitle={t("error.text")}
        extra={[
          <Button key="retry" type="primary" onClick={onTryAgain}>
            {t("error.tryAgain")}
          </Button>,
          <Button key="home" onClick={onGoHome}>
            {t("error.goHome")}
          </Button>,
        ]}
      />
    </div>
  );
}
