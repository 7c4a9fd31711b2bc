import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { formatMoney } from "../../tickets/shared/money";
import { completeTestSubscription, fetchSubscriptionCheckout } from "../subscription-api";
import { useSubscriptionErrorPolicy } from "../use-subscription-error-policy";
import "../../payments/payments.css";

/**
 * /checkout/test/subscription/{subscriptionId}: the test provider's stand-in for a subscription's card
 * page. It takes no card details and says TEST before anything else; Pay activates the plan.
 */
export default function TestSubscriptionCheckoutPage() {
  const { t, locale } = useI18n();
  const { subscriptionId = "" } = useParams();
  const navigate = useNavigate();
  const report = useSubscriptionErrorPolicy();
  const busy = useRef(false);
  const query = useQuery({
    queryKey: ["subscription-checkout", subscriptionId],
    queryFn: () => fetchSubscriptionCheckout(subscriptionId),
  });
  const pay = useMutation({ mutationFn: () => completeTestSubscription(subscriptionId) });
  const onPay = () => {
    if (busy.current) return;
    busy.current = true;
    pay.mutate(undefined, {
      onSuccess: () => navigate(`/pricing?subscription=${encodeURIComponent(subscriptionId)}`),
      onError: (error) => {
        busy.current = false;
        report(error, "subscribe.test.failed");
      },
    });
  };
  const subscription = query.data;

  return (
    <div className="container page narrow">
      <div className="test-banner" role="note">
        <strong>{t("pay.test.banner")}</strong> {t("pay.test.bannerText")}
      </div>
      <PageHeader title={t("subscribe.test.title")} />
      <Card>
        {query.isPending ? <Skeleton active paragraph={{ rows: 2 }} title={false} /> : null}
        {query.isError ? (
          <Alert type="error" showIcon title={t("subscribe.err.notFound")} className="spaced" />
        ) : null}
        {subscription ? (
          <>
            <p>
              {t("subscribe.test.for", {
                tier: t(`tier.${subscription.tier}`),
                price: formatMoney(subscription.amount, subscription.currency, locale),
              })}
            </p>
            <p>{t("subscribe.test.noCard")}</p>
            <div className="action-row">
              <Button
                type="primary"
                size="large"
                loading={pay.isPending}
                disabled={subscription.status === "cancelled"}
                onClick={onPay}
              >
                {t("pay.test.pay")}
              </Button>
              <Link to="/pricing">{t("subscribe.test.back")}</Link>
            </div>
          </>
        ) : null}
      </Card>
    </div>
  );
}
