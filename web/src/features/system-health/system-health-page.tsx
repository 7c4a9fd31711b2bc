import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import type { TPlatformHealth } from "@mawid/contracts/platform";
import { lazy, Suspense, useState } from "react";
import { useIsAdmin } from "../auth/use-tier-badge";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";
import { formatDateTime } from "../../shared/i18n/dates";
import { PageHeader } from "../../shared/ui/page-header";
import { ParkedMessagesButton } from "./parked-messages-button";
import { TaskFacts } from "./task-facts";
import { usePlatformHealth } from "./queries";
import { StatusTag } from "./status-tag";

const ParkedMessagesDrawer = lazy(() => import("./parked-messages-drawer"));

function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  return d > 0 ? `${d}d ${h}h` : h > 0 ? `${h}h ${m}m` : `${m}m ${Math.floor(seconds % 60)}s`;
}

const SERVICE_NAMES: Record<string, MessageKey> = {
  identity: "health.service.identity",
  events: "health.service.events",
  ticketing: "health.service.ticketing",
  payments: "health.service.payments",
  checkin: "health.service.checkin",
  analytics: "health.service.analytics",
};

const RATE_LIMITS: Record<TPlatformHealth["gateway"]["rateLimits"]["sharedWith"], MessageKey> = {
  none: "health.rateLimits.none",
  workers: "health.rateLimits.workers",
  replicas: "health.rateLimits.replicas",
};

/** A service's count, or "Not known" when it did not answer in time: never a reassuring 0 in its place. */
function Count({ value }: { value: number | undefined }) {
  const { t } = useI18n();
  return value === undefined ? <span className="muted">{t("health.countUnknown")}</span> : value;
}

export default function SystemHealthPage() {
  const { t, locale } = useI18n();
  const health = usePlatformHealth();
  const data = health.data;
  const isAdmin = useIsAdmin();
  // Kept after closing so the drawer can animate out and hand focus back to its button.
  const [parked, setParked] = useState<{ service: string; open: boolean } | null>(null);
  const nameOf = (service: string) =>
    Object.hasOwn(SERVICE_NAMES, service) ? t(SERVICE_NAMES[service]!) : service;

  return (
    <div className="container page">
      <PageHeader
        title={t("health.title")}
        subtitle={t("health.subtitle")}
        extra={data ? <StatusTag status={data.status} /> : null}
      />
      {health.isError ? (
        <Alert type="error" showIcon title={t("health.unreachable")} className="spaced" />
      ) : null}
      {health.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {data ? (
        <>
          <p className="muted" aria-live="polite">
            {t("health.checkedAt", { time: formatDateTime(new Date(data.checkedAt), locale) })}
          </p>
          <ul className="health-grid">
            <li>
              <Card
                size="small"
                title={<h2 className="card-heading">{t("health.gateway")}</h2>}
                extra={<StatusTag status="up" />}
              >
                <dl className="health-facts">
                  <dt>{t("health.uptime")}</dt>
                  <dd dir="ltr">{formatUptime(data.gateway.uptimeSeconds)}</dd>
                  <dt>{t("health.version")}</dt>
                  <dd dir="ltr">{data.gateway.version}</dd>
                  <dt>{t("health.workers")}</dt>
                  <dd>{data.gateway.workers}</dd>
                  <dt>{t("health.rateLimits")}</dt>
                  <dd>
                    {t(RATE_LIMITS[data.gateway.rateLimits.sharedWith])}
                    {data.gateway.rateLimits.status === "up" ? null : (
                      <StatusTag status={data.gateway.rateLimits.status} />
                    )}
                  </dd>
                </dl>
              </Card>
            </li>
            {data.services.map((service) => (
              <li key={service.service}>
                <Card
                  size="small"
                  title={<h2 className="card-heading">{nameOf(service.service)}</h2>}
                  extra={<StatusTag status={service.status} />}
                >
                  <dl className="health-facts">
                    <dt>{t("health.latency")}</dt>
                    <dd dir="ltr">
                      {service.latencyMs === null ? "—" : t("health.ms", { value: service.latencyMs })}
                    </dd>
                    {service.checks ? (
                      <>
                        <dt>{t("health.database")}</dt>
                        <dd>
                          <StatusTag status={service.checks.database} />
                        </dd>
                        <dt>{t("health.bus")}</dt>
                        <dd>
                          <StatusTag status={service.checks.bus} />
                        </dd>
                        <dt>{t("health.outbox")}</dt>
                        <dd>
                          <Count value={service.outboxBacklog} />
                        </dd>
                        <dt>{t("health.lag")}</dt>
                        <dd>
                          <Count value={service.consumerLag} />
                        </dd>
                        <dt>{t("health.parked")}</dt>
                        <dd className={(service.parkedMessages ?? 0) > 0 ? "text-warning" : undefined}>
                          <Count value={service.parkedMessages} />
                        </dd>
                      </>
                    ) : null}
                    {service.tasks ? <TaskFacts tasks={service.tasks} /> : null}
                    {service.uptimeSeconds !== undefined ? (
                      <>
                        <dt>{t("health.uptime")}</dt>
                        <dd dir="ltr">{formatUptime(service.uptimeSeconds)}</dd>
                      </>
                    ) : null}
                  </dl>
                  {service.error ? <p className="text-error small">{service.error}</p> : null}
                  {isAdmin && (service.parkedMessages ?? 0) > 0 ? (
                    <ParkedMessagesButton
                      serviceName={nameOf(service.service)}
                      onOpen={() => setParked({ service: service.service, open: true })}
                    />
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {isAdmin && parked ? (
        <Suspense fallback={null}>
          <ParkedMessagesDrawer
            key={parked.service}
            service={parked.service}
            serviceName={nameOf(parked.service)}
            open={parked.open}
            onClose={() => setParked({ ...parked, open: false })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
