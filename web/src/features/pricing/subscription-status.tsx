import type { TSubscriptionView } from "@mawid/contracts/payments";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import { formatGregorian } from "../../shared/i18n/dates";
import { useI18n } from "../../shared/i18n/i18n-context";
import { toast } from "../../shared/ui/toast";
import { useCancelSubscription } from "./subscription-queries";
import { useSubscriptionErrorPolicy } from "./use-subscription-error-policy";

/**
 * The chosen organisation's paid plan: thanks on the way back from checkout, when it renews or ends,
 * and the owner's cancel control.
 */
export function SubscriptionStatus({
  organizationId,
  organizationName,
  subscription,
  returned,
}: {
  organizationId: string;
  organizationName: string;
  subscription: TSubscriptionView | null;
  /** Back from the checkout of this subscription. */
  returned: boolean;
}) {
  const { t, locale } = useI18n();
  const report = useSubscriptionErrorPolicy();
  const cancel = useCancelSubscription(organizationId);
  if (!subscription) return null;
  const tier = t(`tier.${subscription.tier}`);
  const date = (iso: string) => formatGregorian(new Date(iso), locale);

  if (subscription.status === "pending") {
    return returned ? (
      <Alert type="info" showIcon title={t("subscribe.confirming")} className="spaced" role="status" />
    ) : null;
  }
  if (subscription.status !== "active") return null;
  return (
    <div className="subscription-status spaced" role="status">
      {returned ? <Alert type="success" showIcon title={t("subscribe.welcome", { tier })} /> : null}
      <p>
        {t("subscribe.active", { organization: organizationName, tier })}{" "}
        {subscription.cancelsAt
          ? t("subscribe.endsOn", { date: date(subscription.cancelsAt) })
          : subscription.currentPeriodEnd
            ? t("subscribe.renewsOn", { date: date(subscription.currentPeriodEnd) })
            : null}
      </p>
      {subscription.cancelsAt ? null : (
        <Popconfirm
          title={t("subscribe.cancelConfirm", { tier })}
          description={t("subscribe.cancelConfirmText")}
          okText={t("subscribe.cancel")}
          cancelText={t("subscribe.keep")}
          onConfirm={() =>
            cancel.mutateAsync().then(
              () => toast.success("subscribe.cancelled"),
              (error: unknown) => report(error, "subscribe.cancelFailed"),
            )
          }
        >
          <Button danger loading={cancel.isPending}>
            {t("subscribe.cancel")}
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}
