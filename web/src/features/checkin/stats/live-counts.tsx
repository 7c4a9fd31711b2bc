import type { TCheckinStats } from "@mawid/contracts/checkin";
import Progress from "antd/es/progress";
import Skeleton from "antd/es/skeleton";
import type { KyInstance } from "ky";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useLiveStats } from "./use-live-stats";
import { Badge } from "../ui/badge";

type Gate = TCheckinStats["byGate"][number];

function GateWarning({ gate }: { gate: Gate }) {
  const { t } = useI18n();
  if (gate.warning === "none" || gate.capacity === null) return null;
  return (
    <Badge tone={gate.warning === "full" ? "down" : "degraded"} alert>
      {t(gate.warning === "full" ? "ci.stats.full" : "ci.stats.near", { capacity: gate.capacity })}
    </Badge>
  );
}

/** Who has arrived, per gate and per section, pushed as it happens; a gate near its fire limit warns. */
export function LiveCounts({ client, eventId }: { client: KyInstance; eventId: string }) {
  const { t } = useI18n();
  const { stats, mode, refused } = useLiveStats(client, eventId, true);
  if (refused) return null;
  return (
    <section className="ci-card" aria-labelledby="ci-stats-title" aria-busy={!stats}>
      <h2 id="ci-stats-title">
        {t("ci.stats.title")}{" "}
        <Badge tone={mode === "live" ? "up" : "neutral"}>
          {t(
            mode === "live"
              ? "ci.stats.live"
              : mode === "polling"
                ? "ci.stats.polling"
                : "ci.stats.connecting",
          )}
        </Badge>
      </h2>
      {!stats ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <p className="ci-stats-total" data-testid="ci-admitted">
            {t("ci.stats.total", {
              admitted: stats.admitted,
              expected: stats.expected,
              inside: stats.inside,
            })}
          </p>
          <Progress
            percent={stats.expected ? Math.round((stats.admitted / stats.expected) * 100) : 0}
            aria-label={t("ci.stats.progress")}
          />
          {stats.byGate.length > 0 ? (
            <table className="ci-table">
              <caption>{t("ci.stats.byGate")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("ci.gate")}</th>
                  <th scope="col">{t("ci.stats.admitted")}</th>
                  <th scope="col">{t("ci.stats.inside")}</th>
                  <th scope="col">{t("ci.stats.capacity")}</th>
                </tr>
              </thead>
              <tbody>
                {stats.byGate.map((g) => (
                  <tr key={g.gateId ?? "none"}>
                    <th scope="row">{g.gateId === null ? t("ci.stats.noGate") : g.name}</th>
                    <td>{g.admitted}</td>
                    <td>{g.inside}</td>
                    <td>
                      {g.capacity ?? "—"} <GateWarning gate={g} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {stats.bySection.length > 0 ? (
            <table className="ci-table">
              <caption>{t("ci.stats.bySection")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("ci.stats.section")}</th>
                  <th scope="col">{t("ci.stats.admitted")}</th>
                  <th scope="col">{t("ci.stats.inside")}</th>
                  <th scope="col">{t("ci.stats.expected")}</th>
                </tr>
              </thead>
              <tbody>
                {stats.bySection.map((s) => (
                  <tr key={s.section}>
                    <th scope="row">{t(`ev.aud.${s.section}`)}</th>
                    <td>{s.admitted}</td>
                    <td>{s.inside}</td>
                    <td>{s.expected}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      )}
    </section>
  );
}
