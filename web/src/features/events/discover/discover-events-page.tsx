import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { EventResults } from "../shared/event-results";
import { FollowButton } from "../shared/follow-button";
import "../events.css";
import { useDiscovery } from "./discovery-queries";
import { SearchFilters } from "./search-filters";
import { useFilters } from "./use-filters";

/** /discover-events: full-text search with filters, sorted by date or distance, paged. */
export default function DiscoverEventsPage() {
  const { t } = useI18n();
  const filters = useFilters();
  const results = useDiscovery(filters.params);
  return (
    <div className="container page events-page">
      <PageHeader title={t("page.discoverEvents")} />
      <SearchFilters filters={filters} />
      <EventResults
        query={results}
        emptyKey="ev.noResults"
        extraOf={(event) => (
          <div className="event-card-follow">
            <FollowButton organizationId={event.organizationId} name={event.organizationName} />
          </div>
        )}
        onPage={(page) => {
          filters.set({ page: page === 1 ? null : String(page) });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
