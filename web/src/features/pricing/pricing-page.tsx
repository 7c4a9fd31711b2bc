import CheckOutlined from "@ant-design/icons/CheckOutlined";
import MinusOutlined from "@ant-design/icons/MinusOutlined";
import { FEATURE_NAMES, type TTier } from "@mawid/contracts/identity";
import { SUBSCRIPTION_PRICES, ZPaidTier } from "@mawid/contracts/payments";
import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import Tag from "antd/es/tag";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useAuth } from "../auth/auth-context";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";
import { logger } from "../../shared/logger/logger";
import { ButtonLink } from "../../shared/ui/button-link";
import { PageHeader } from "../../shared/ui/page-header";
import { formatMoney } from "../tickets/shared/money";
import { OrganizationPicker } from "./organization-picker";
import { featuresByTier, PLAN_TIERS, useSubscriptionFeatures } from "./queries";
import { useOrganizationSubscription } from "./subscription-queries";
import { SubscriptionStatus } from "./subscription-status";
import { UpgradeButton } from "./upgrade-button";
import { useTierCatchUp } from "./use-tier-catch-up";
import "./pricing.css";

function featureLabel(t: (key: MessageKey) => string, name: string): string {
  return (FEATURE_NAMES as readonly string[]).includes(name) ? t(`feature.${name}` as MessageKey) : name;
}

export default function PricingPage() {
  const { t, locale } = useI18n();
  const { me } = useAuth();
  const query = useSubscriptionFeatures();
  const [params] = useSearchParams();
  const returnedFrom = params.get("subscription");
  // Billing is the owner's: the plan buttons act for one organisation they own.
  const owned = me?.organizations.filter((o) => o.role === "owner") ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = owned.find((o) => o.organizationId === chosenId) ?? owned[0] ?? null;
  const subscriptionQuery = useOrganizationSubscription(
    chosen?.organizationId ?? null,
    returnedFrom !== null,
  );
  const subscription = subscriptionQuery.data?.subscription ?? null;
  const active = subscription?.status === "active" ? subscription : null;
  useTierCatchUp(chosen?.tier, subscription);
  const currentTier: TTier | undefined = chosen ? (active?.tier ?? chosen.tier) : me?.tier;
  const priceText = (tier: TTier) => {
    const paid = ZPaidTier.safeParse(tier);
    if (!paid.success) return t("subscribe.noMonthlyFee");
    const { amount, currency } = SUBSCRIPTION_PRICES[paid.data];
    return t("subscribe.perMonth", { price: formatMoney(amount, currency, locale) });
  };
  const action = (tier: TTier) => {
    const paid = ZPaidTier.safeParse(tier);
    if (chosen && paid.success) {
      if (tier === currentTier || active || subscriptionQuery.isPending) return null;
      return (
        <UpgradeButton organizationId={chosen.organizationId} tier={paid.data} featured={tier === "masjid"} />
      );
    }
    if (chosen && tier === currentTier) return null;
    return (
      <ButtonLink to="/create-event" type={tier === "masjid" ? "primary" : "default"} block>
        {t("plans.cta")}
      </ButtonLink>
    );
  };
  useEffect(() => {
    if (query.error) logger.error("Subscription features fetch failed", { error: String(query.error) });
  }, [query.error]);
  const byTier = featuresByTier(query.data);
  const allFeatures = [...new Set(PLAN_TIERS.flatMap((tier) => byTier[tier]))];

  return (
    <div className="container page">
      <PageHeader title={t("plans.title")} subtitle={t("plans.subtitle")} />
      {query.isError ? <Alert type="info" showIcon title={t("plans.loadFailed")} className="spaced" /> : null}
      {chosen ? (
        <section className="subscription-panel" aria-label={t("subscribe.panelLabel")}>
          <OrganizationPicker owned={owned} chosen={chosen} onChoose={setChosenId} />
          <SubscriptionStatus
            organizationId={chosen.organizationId}
            organizationName={chosen.organizationName}
            subscription={subscription}
            returned={returnedFrom !== null && returnedFrom === subscription?.subscriptionId}
          />
        </section>
      ) : null}
      <ul className="plan-grid">
        {PLAN_TIERS.map((tier) => (
          <li key={tier}>
            <Card className={tier === "masjid" ? "plan-card plan-card-featured" : "plan-card"}>
              <h2 className="plan-name">
                {t(`tier.${tier}`)}{" "}
                {currentTier === tier ? <Tag className="status-tag--up">{t("plans.current")}</Tag> : null}
              </h2>
              <p className="plan-price">{priceText(tier)}</p>
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
              {action(tier)}
            </Card>
          </li>
        ))}
      </ul>
      {query.isPending ? null : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="table-scroll" aria-label={t("plans.title")} tabIndex={0}>
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
        </section>
      )}
    </div>
  );
}
