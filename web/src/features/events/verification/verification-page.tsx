import Card from "antd/es/card";
import Select from "antd/es/select";
import Skeleton from "antd/es/skeleton";
import { useId, useState } from "react";
import { useAuth } from "../../auth/auth-context";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { NoOrganization } from "../shared/no-organization";
import { QueryError } from "../shared/query-error";
import "../events.css";
import { useVerification } from "./verification-api";
import { VerificationForm } from "./verification-form";
import { VerificationStatus } from "./verification-status";

/** The owners' and admins' organisations: only they may ask for verification. */
function useManagedOrganizations() {
  const { me } = useAuth();
  return (me?.organizations ?? []).filter((o) => o.role === "owner" || o.role === "admin");
}

/** /verification/request: the organisation's request (details, document links) and where it stands. */
export default function VerificationPage() {
  const { t } = useI18n();
  const id = useId();
  const organizations = useManagedOrganizations();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const organizationId = chosen ?? organizations[0]?.organizationId;
  const verification = useVerification(organizationId);
  const status = verification.data?.status;

  return (
    <div className="container page narrow events-page">
      <PageHeader title={t("page.verificationRequest")} subtitle={t("ev.ver.subtitle")} />
      {organizations.length === 0 ? <NoOrganization /> : null}
      {organizations.length > 1 ? (
        <div className="field spaced">
          <label htmlFor={`${id}-org`}>{t("ev.f.organization")}</label>
          <Select
            id={`${id}-org`}
            value={organizationId}
            onChange={setChosen}
            options={organizations.map((o) => ({ value: o.organizationId, label: o.organizationName }))}
          />
        </div>
      ) : null}
      {organizationId && verification.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {verification.isError ? <QueryError error={verification.error} /> : null}
      {verification.data ? <VerificationStatus verification={verification.data} /> : null}
      {organizationId && (status === "none" || status === "rejected") ? (
        <Card className="spaced">
          <VerificationForm organizationId={organizationId} />
        </Card>
      ) : null}
    </div>
  );
}
