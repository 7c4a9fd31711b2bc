import type { TRankingReason } from "@mawid/contracts/events";
import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { PageHeader } from "../../../shared/ui/page-header";
import { EventResults } from "../shared/event-results";
import { FollowButton } from "../shared/follow-button";
import "../events.css";
import { usePersonalDiscovery } from "./discovery-queries";
import { LocationPicker } from "./location-picker";

/** /discover: the ranking for me, each item saying why it is there; promoted items are labelled. */
export default function PersonalDiscoveryPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const results = usePersonalDiscovery(params);
  const change = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== "page") next.delete("page");
      return next;
    });
  const reasons = (items: readonly TRankingReason[]) =>
    items.length > 0 ? (
      <p className="muted small">{items.map((r) => t(`ev.reason.${r}`)).join(" · ")}</p>
    ) : null;
  return (
    <div className="container page events-page">
      <PageHeader title={t("page.discover")} subtitle={t("ev.forYou")} />
      <LocationPicker value={params.get("near") ?? undefined} onChange={(near) => change("near", near)} />
      <EventResults
        query={results}
        emptyKey="ev.nothingForYou"
        emptyExtra={<ButtonLink to="/discover-events">{t("page.discoverEvents")}</ButtonLink>}
        onPage={(page) => change("page", page === 1 ? null : String(page))}
        extraOf={(event) => (
          <>
            {reasons(event.reasons)}
            <FollowButton organizationId={event.organizationId} name={event.organizationName} />
          </>
        )}
      />
    </div>
  );
}
