import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useOrganization } from "../../../shared/organization/use-organization";
import { FollowButton } from "../shared/follow-button";
import { VolunteerButton } from "../shared/volunteer-button";

/** Who hosts the event, following them and volunteering with them; a host that cannot be read leaves the buttons. */
export function HostLine({ organizationId }: { organizationId: string }) {
  const { t } = useI18n();
  const host = useOrganization(organizationId);
  const name = host.data?.name ?? null;
  return (
    <div className="host-line">
      {host.isPending ? (
        <Skeleton.Input active size="small" />
      ) : name ? (
        <span>{t("ev.hostedBy", { name })}</span>
      ) : null}
      <FollowButton organizationId={organizationId} name={name} />
      <VolunteerButton organizationId={organizationId} name={name} />
    </div>
  );
}
