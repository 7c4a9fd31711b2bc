import type { TConnectAccountView, TConnectStatus } from "@mawid/contracts/payments";
import { useMutation, useQuery } from "@tanstack/react-query";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";
import { useGoToCheckout } from "../shared/go-to-checkout";
import { PaymentError } from "../shared/payment-error";
import { fetchConnectAccount, startConnect } from "./connect-api";

const STATUS_TEXT: Record<TConnectStatus, { status: MessageKey; detail: MessageKey }> = {
  "not-connected": { status: "connect.status.notConnected", detail: "connect.detail.notConnected" },
  onboarding: { status: "connect.status.onboarding", detail: "connect.detail.onboarding" },
  "charges-enabled": { status: "connect.status.chargesEnabled", detail: "connect.detail.chargesEnabled" },
  "payouts-enabled": { status: "connect.status.payoutsEnabled", detail: "connect.detail.payoutsEnabled" },
};

/** What the button says for each state; none once Stripe pays out. */
const ACTION_TEXT: Partial<Record<TConnectStatus, MessageKey>> = {
  "not-connected": "connect.action.connect",
  onboarding: "connect.action.continue",
  "charges-enabled": "connect.action.finish",
};

/** The organisation's Stripe Express account: its state, and the way to Stripe's onboarding. */
export function ConnectCard({ organizationId }: { organizationId: string }) {
  const { t } = useI18n();
  const account = useQuery({
    queryKey: ["payments", "organizations", organizationId, "connect"],
    queryFn: () => fetchConnectAccount(organizationId),
  });
  return (
    <Card title={<h2 className="card-title">{t("connect.title")}</h2>}>
      {account.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : account.isError ? (
        <PaymentError error={account.error} />
      ) : (
        <ConnectState organizationId={organizationId} account={account.data} />
      )}
    </Card>
  );
}

function ConnectState({ organizationId, account }: { organizationId: string; account: TConnectAccountView }) {
  const { t } = useI18n();
  const goTo = useGoToCheckout();
  // Stripe's page is another site: the button stays busy until the browser leaves.
  const connect = useMutation({
    mutationFn: () => startConnect(organizationId),
    onSuccess: ({ url }) => goTo(url),
  });
  if (!account.available) return <Alert type="info" showIcon title={t("connect.unavailable")} />;
  const text = STATUS_TEXT[account.status];
  const action = ACTION_TEXT[account.status];
  return (
    <div>
      <p>
        <strong>{t("connect.statusLabel")}</strong> <span>{t(text.status)}</span>
      </p>
      <p>{t(text.detail)}</p>
      {connect.isError ? <PaymentError error={connect.error} fallback="connect.failed" /> : null}
      {action ? (
        <Button
          type="primary"
          loading={connect.isPending || connect.isSuccess}
          onClick={() => connect.mutate()}
        >
          {t(action)}
        </Button>
      ) : null}
    </div>
  );
}
