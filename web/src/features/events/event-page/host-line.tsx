import { type TOrganization, ZOrganization } from "@mawid/contracts/identity";
import Skeleton from "antd/es/skeleton";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { FollowButton } from "../shared/follow-button";

async function fetchHost(id: string): Promise<TOrganization> {
  return parseBody(ZOrganization, await api.get(`organizations/${encodeURIComponent(id)}`).json(), "host");
}

/** Who hosts the event, and following them; a host that cannot be read leaves the follow button. */
export function HostLine({ organizationId }: { organizationId: string }) {
  const { t } = useI18n();
  const host = useQuery({
    queryKey: ["organizations", organizationId],
    queryFn: () => fetchHost(organizationId),
  });
  const name = host.data?.name ?? null;
  return (
    <div className="host-line">
      {host.isPending ? (
        <Skeleton.Input active size="small" />
      ) : name ? (
        <span>{t("ev.hostedBy", { name })}</span>
      ) : null}
      <FollowButton organizationId={organizationId} name={name} />
    </div>
  );
}
