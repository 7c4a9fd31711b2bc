import type { TFeatureName } from "@mawid/contracts/identity";
import Alert from "antd/es/alert";
import { Link } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { planWith } from "./organization-features";

/** In place of a control the organisation's plan lacks: what the feature is and which plan has it. */
export function FeatureGate({ feature, what }: { feature: TFeatureName; what: string }) {
  const { t } = useI18n();
  return (
    <Alert
      className="feature-gate"
      type="info"
      showIcon
      title={t(`feature.${feature}`)}
      description={
        <>
          <p>{what}</p>
          <p>
            {t("tk.gate.plan", { plan: t(`tier.${planWith(feature)}`) })}{" "}
            <Link to="/pricing">{t("tk.gate.plans")}</Link>
          </p>
        </>
      }
    />
  );
}
