import Empty from "antd/es/empty";
import { useI18n } from "../../shared/i18n/i18n-context";
import { PageHeader } from "../../shared/ui/page-header";
import { useOrganizationEvents } from "../events/shared/organization-events-api";
import "./analytics.css";
import { AnalyticsCharts } from "./charts/analytics-charts";
import { ExportButtons } from "./export-buttons";
import { FiltersBar } from "./filters-bar";
import { PredictorCard } from "./predictor/predictor-card";
import { PromotionPanel } from "./promotion/promotion-panel";
import { useAnalyticsFilters } from "./use-analytics-filters";

/**
 * /analytics: an organisation's sales, money, sections, arrivals and gifts over chosen days, the
 * attendance predictor, and how discovery ranks its events. The service decides what the plan allows.
 */
export default function AnalyticsPage() {
  const { t } = useI18n();
  const { organizations, organization, eventId, range, set } = useAnalyticsFilters();
  const organizationId = organization?.organizationId;
  // the latest-starting page of the organisation's events, to choose from
  const events = useOrganizationEvents(organizationId).data?.items ?? [];
  if (!organization || !organizationId)
    return (
      <div className="container page">
        <PageHeader title={t("page.analytics")} />
        <Empty description={t("an.noOrganization")} />
      </div>
    );
  return (
    <div className="container page analytics-page">
      <PageHeader title={t("page.analytics")} subtitle={organization.organizationName} />
      <FiltersBar
        organizations={organizations}
        organizationId={organizationId}
        events={events}
        eventId={eventId}
        range={range}
        onChange={set}
      >
        <ExportButtons organizationId={organizationId} eventId={eventId} range={range} />
      </FiltersBar>
      <AnalyticsCharts key={organizationId} organizationId={organizationId} eventId={eventId} range={range} />
      <PredictorCard key={`predictor-${organizationId}`} events={events} />
      <PromotionPanel key={`promotion-${organizationId}`} tier={organization.tier} events={events} />
    </div>
  );
}
