import CheckOutlined from "@ant-design/icons/CheckOutlined";
import MinusOutlined from "@ant-design/icons/MinusOutlined";
import { FEATURE_NAMES } from "@mawid/contracts/identity";
import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import Tag from "antd/es/tag";
import { useEffect } from "react";
import { useAuth } from "../auth/auth-context";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";
import { logger } from "../../shared/logger/logger";
import { ButtonLink } from "../../shared/ui/button-link";
import { PageHeader } from "../../shared/ui/page-header";
import { featuresByTier, PLAN_TIERS, useSubscriptionFeatures } from "./queries";

function featureLabel(t: (key: MessageKey) => string, name: string): string {
  return (FEATURE_NAMES as readonly string[]).includes(name) ? t(`feature.${name}` as MessageKey) : name;
}

export default function PricingPage() {
  const { t } = useI18n();
  const { me } = useAuth();
  const query = useSubscriptionFeatures();
  useEffect(() => {
    if (query.error) logger.error("Subscription features fetch failed", { error: String(query.error) });
  }, [query.error]);
  const byTier = featuresByTier(query.data);
  const allFeatures = [...new Set(PLAN_TIERS.flatMap((tier) => byTier[tier]))];

  return (
    <div className="container page">
      <PageHeader title={t("plans.title")} subtitle={t("plans.subtitle")} />
      {query.isError ? <Alert type="info" showIcon title={t("plans.loadFailed")} className="spaced" /> : null}
      <ul className="plan-grid">
        {PLAN_TIERS.map((tier) => (
          <li key={tier}>
            <Card className={tier === "masjid" ? "plan-card plan-card-featured" : "plan-card"}>
              <h2 className="plan-name">
                {t(`tier.${tier}`)} {me?.tier === tier ? <Tag color="green">{t("plans.current")}</Tag> : null}
              </h2>
              <p className="muted">{t(`plans.${tier}.text`)}</p>
              {query.isPending ? (
                <Skeleton active paragraph={{ rows: 5 }} title={false} />
              ) : (
                <ul className="plan-features">
                  {byTier[tier].map((name) => (
                    <li key={name}>
                      <CheckOutlined aria-hidden="true" /> {featureLabel(t, name)}
                    </li>
                  ))}
                </ul>
              )}
              <ButtonLink to="/create-event" type={tier === "masjid" ? "primary" : "default"} block>
                {t("plans.cta")}
              </ButtonLink>
            </Card>
          </li>
        ))}
      </ul>
      {query.isPending ? null : (
        <div className="table-scroll">
          <table className="compare-table">
            <caption className="visually-hidden">{t("plans.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("plans.feature")}</th>
                {PLAN_TIERS.map((tier) => (
                  <th key={tier} scope="col">
                    {t(`tier.${tier}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {allFeatures.map((name) => (
                <tr key={name}>
                  <th scope="row">{featureLabel(t, name)}</th>
                  {PLAN_TIERS.map((tier) => {
                    const has = byTier[tier].includes(name);
                    return (
                      <td key={tier}>
                        {has ? (
                          <CheckOutlined className="yes" aria-label={t("plans.included")} />
                        ) : (
                          <MinusOutlined className="no" aria-label={t("plans.notIncluded")} />
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
