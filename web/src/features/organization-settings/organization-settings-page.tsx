import { useParams } from "react-router-dom";
import { useI18n } from "../../shared/i18n/i18n-context";
import { PageHeader } from "../../shared/ui/page-header";
import { useAuth } from "../auth/auth-context";
import { CharityDetailsCard } from "./charity-details-card";
import { TeamCard } from "./team/team-card";

/** /organization/{id}/settings: what an owner or admin sets about the organisation itself: its team, its charity details. */
export default function OrganizationSettingsPage() {
  const { t } = useI18n();
  const { id = "" } = useParams();
  const { me } = useAuth();
  const name = me?.organizations.find((o) => o.organizationId === id)?.organizationName;
  return (
    <div className="container page narrow">
      <PageHeader title={t("orgSettings.title")} subtitle={name} />
      <div className="settings-stack">
        <TeamCard organizationId={id} />
        <CharityDetailsCard organizationId={id} />
      </div>
    </div>
  );
}
