import { useParams } from "react-router-dom";
import { useOrganization } from "../../../shared/organization/use-organization";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { useAuth } from "../../auth/auth-context";
import "../payments.css";
import { ConnectCard } from "./connect-card";
import { FundSummary } from "./fund-summary";
import { GiftAidCard } from "./gift-aid-card";
import { LedgerTable } from "./ledger-table";
import { PayoutsCard } from "./payouts-card";

/**
 * /organization/{id}/finance: an owner's or admin's view of gifts by fund, what is owed, Stripe
 * payouts, the ledger, and for a UK organisation its Gift Aid claim.
 */
export default function FinancePage() {
  const { t } = useI18n();
  const { id = "" } = useParams();
  const { me } = useAuth();
  const name = me?.organizations.find((o) => o.organizationId === id)?.organizationName;
  const organization = useOrganization(id);
  return (
    <div className="container page">
      <PageHeader title={t("finance.title")} subtitle={name} />
      <div className="money-grid">
        <FundSummary organizationId={id} />
        <PayoutsCard organizationId={id} />
      </div>
      <div className="spaced">
        <ConnectCard organizationId={id} />
      </div>
      {organization.data?.country?.toUpperCase() === "GB" ? (
        <div className="spaced">
          <GiftAidCard organizationId={id} />
        </div>
      ) : null}
      <div className="spaced">
        <LedgerTable organizationId={id} />
      </div>
    </div>
  );
}
