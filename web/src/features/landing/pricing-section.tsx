import CheckCircleFilled from "@ant-design/icons/CheckCircleFilled";
import { useI18n } from "../../shared/i18n/i18n-context";
import { ButtonLink } from "../../shared/ui/button-link";
import { SavingsCalculator } from "./savings-calculator";

export function PricingSection() {
  const { t } = useI18n();
  return (
    <section className="section" id="pricing" aria-labelledby="pricing-title">
      <div className="container pricing-grid">
        <div>
          <h2 id="pricing-title" className="section-title section-title-start">
            {t("pricing.title")}
          </h2>
          <p className="section-subtitle section-subtitle-start">{t("pricing.subtitle")}</p>
          <ul className="fee-lines">
            <li className="fee-line-ours">
              <CheckCircleFilled aria-hidden="true" /> {t("pricing.feeLine")}
            </li>
            <li>{t("pricing.competitorALine")}</li>
            <li>{t("pricing.competitorBLine")}</li>
          </ul>
          <ButtonLink to="/create-event" type="primary" size="large">
            {t("pricing.cta")}
          </ButtonLink>
        </div>
        <SavingsCalculator />
      </div>
    </section>
  );
}
