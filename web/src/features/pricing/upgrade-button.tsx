import type { TPaidTier } from "@mawid/contracts/payments";
import Button from "antd/es/button";
import { useRef } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import { useGoToCheckout } from "../payments/shared/go-to-checkout";
import { useStartSubscription } from "./subscription-queries";
import { useSubscriptionErrorPolicy } from "./use-subscription-error-policy";

/**
 * "Upgrade to {tier}" for the chosen organisation's owner: opens the subscription's checkout and hands
 * the owner over. A second click before the answer sends nothing.
 */
export function UpgradeButton({
  organizationId,
  tier,
  featured,
}: {
  organizationId: string;
  tier: TPaidTier;
  featured: boolean;
}) {
  const { t } = useI18n();
  const report = useSubscriptionErrorPolicy();
  const goTo = useGoToCheckout();
  const start = useStartSubscription();
  const sending = useRef(false);
  const upgrade = () => {
    if (sending.current) return;
    sending.current = true;
    start.mutate(
      { organizationId, tier },
      {
        onSuccess: ({ url }) => goTo(url),
        onError: (error) => {
          sending.current = false;
          report(error, "subscribe.startFailed");
        },
      },
    );
  };
  return (
    <Button type={featured ? "primary" : "default"} block loading={start.isPending} onClick={upgrade}>
      {t("subscribe.upgrade", { tier: t(`tier.${tier}`) })}
    </Button>
  );
}
