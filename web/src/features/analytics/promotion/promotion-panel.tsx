import type { TEvent } from "@mawid/contracts/events";
import { type TTier, ZTier } from "@mawid/contracts/identity";
import Card from "antd/es/card";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { EventRankFactors } from "./event-rank-factors";
import {
  CLOSER_MAX,
  PROMOTION_BOOST,
  promotionFeature,
  promotionLevel,
  REASON_WEIGHT,
  SOON_DAYS,
  SOON_MAX,
} from "./promotion-rules";

/** What the personal discovery ranking counts and what each plan's promotion adds, then one event's part. */
export function PromotionPanel({ tier, events }: { tier: TTier; events: readonly TEvent[] }) {
  const { t, locale } = useI18n();
  const points = new Intl.NumberFormat(locale === "en" ? "en-GB" : `${locale}-u-nu-latn`, {
    maximumFractionDigits: 2,
    signDisplay: "always",
  }).format;
  const level = promotionLevel(tier);
  return (
    <Card title={<h2 className="card-heading">{t("an.promo.title")}</h2>} className="spaced">
      <p>{t("an.promo.intro")}</p>
      <ul className="rule-list">
        <li>{t("an.promo.followed", { points: points(REASON_WEIGHT.followed) })}</li>
        <li>{t("an.promo.registered", { points: points(REASON_WEIGHT["registered-host"]) })}</li>
        <li>{t("an.promo.category", { points: points(REASON_WEIGHT.category) })}</li>
        <li>{t("an.promo.nearby", { points: points(REASON_WEIGHT.nearby), closer: points(CLOSER_MAX) })}</li>
        <li>{t("an.promo.soon", { points: points(SOON_MAX), days: SOON_DAYS })}</li>
      </ul>
      <table className="figure-table">
        <caption>{t("an.promo.byPlan")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("an.promo.plan")}</th>
            <th scope="col">{t("an.promo.level")}</th>
            <th scope="col" className="num">
              {t("an.promo.lift")}
            </th>
          </tr>
        </thead>
        <tbody>
          {ZTier.options.map((plan) => {
            const feature = promotionFeature(promotionLevel(plan));
            return (
              <tr key={plan} aria-current={plan === tier ? "true" : undefined}>
                <th scope="row">
                  {t(`tier.${plan}`)}
                  {plan === tier ? ` (${t("an.promo.yours")})` : null}
                </th>
                <td>{feature ? t(`feature.${feature}`) : t("an.promo.none")}</td>
                <td dir="ltr">{points(PROMOTION_BOOST[promotionLevel(plan)] ?? 0)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>{t("an.promo.fair", { least: points(Math.min(...Object.values(REASON_WEIGHT))) })}</p>
      <p className="muted">{t("an.promo.search")}</p>
      <EventRankFactors events={events} lift={PROMOTION_BOOST[level] ?? 0} />
    </Card>
  );
}
