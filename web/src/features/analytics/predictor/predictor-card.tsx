import type { TAttendancePrediction } from "@mawid/contracts/analytics";
import type { TEvent } from "@mawid/contracts/events";
import Card from "antd/es/card";
import Select from "antd/es/select";
import Skeleton from "antd/es/skeleton";
import { useId, useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { QueryError } from "../../events/shared/query-error";
import { FeatureGate } from "../../tickets/shared/feature-gate";
import { isFeatureRefusal } from "../feature-refusal";
import { usePrediction } from "../queries";
import { FactorBars } from "./factor-bars";

const BASE = "base";

/** The event a host most likely wants predicted: the next one on sale, else the latest. */
export function defaultPredicted(events: readonly TEvent[], now: Date): string | undefined {
  const upcoming = events
    .filter((e) => e.status === "published" && Date.parse(e.startsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return upcoming[0]?.id ?? events[0]?.id;
}

/** The attendance predictor for one event of the organisation, chosen from its published ones. */
export function PredictorCard({ events }: { events: readonly TEvent[] }) {
  const { t } = useI18n();
  const id = useId();
  const [chosen, setChosen] = useState<string | undefined>();
  const eventId = chosen ?? defaultPredicted(events, new Date());
  const prediction = usePrediction(eventId);
  return (
    <Card title={<h2 className="card-heading">{t("an.pred.title")}</h2>} className="spaced">
      <p className="muted">{t("an.pred.intro")}</p>
      <div className="field">
        <label htmlFor={`${id}-event`}>{t("an.event")}</label>
        <Select
          id={`${id}-event`}
          className="event-select"
          value={eventId}
          onChange={setChosen}
          options={events.map((e) => ({ value: e.id, label: e.title }))}
          notFoundContent={t("an.noEvents")}
        />
      </div>
      {!eventId ? null : prediction.isPending ? (
        <div role="status" aria-label={t("app.loading")}>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : isFeatureRefusal(prediction.error) ? (
        <FeatureGate feature="advanced_analytics" what={t("an.gate.predictor")} />
      ) : prediction.isError ? (
        <QueryError error={prediction.error} fallback="an.loadFailed" />
      ) : (
        <PredictionView prediction={prediction.data} />
      )}
    </Card>
  );
}

function PredictionView({ prediction }: { prediction: TAttendancePrediction }) {
  const { t, locale } = useI18n();
  const intl = locale === "en" ? "en-GB" : `${locale}-u-nu-latn`;
  const count = new Intl.NumberFormat(intl).format;
  const percent = new Intl.NumberFormat(intl, { style: "percent", maximumFractionDigits: 1 }).format;
  const points = new Intl.NumberFormat(intl, { maximumFractionDigits: 1 }).format;
  const { actual, backtest } = prediction;
  // the service lists the usual rate first, as "base": the starting point the factors move, not one of them
  const base = prediction.factors.find((f) => f.name === BASE);
  const effects = prediction.factors.filter((f) => f.name !== BASE);
  return (
    <div className="prediction">
      <p className="prediction-headline">
        {t("an.pred.turnout", {
          turnout: count(prediction.predictedTurnout),
          low: count(prediction.low),
          high: count(prediction.high),
          sold: count(prediction.sold),
        })}
      </p>
      <table className="figure-table prediction-table">
        <caption className="visually-hidden">{t("an.pred.compare")}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col" className="num">
              {t("an.pred.predicted")}
            </th>
            {actual ? (
              <th scope="col" className="num">
                {t("an.pred.actual")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t("an.pred.turnoutLabel")}</th>
            <td dir="ltr">
              {t("an.pred.range", {
                turnout: count(prediction.predictedTurnout),
                low: count(prediction.low),
                high: count(prediction.high),
              })}
            </td>
            {actual ? <td dir="ltr">{count(actual.turnout)}</td> : null}
          </tr>
          <tr>
            <th scope="row">{t("an.noShowRate")}</th>
            <td dir="ltr">{percent(prediction.predictedNoShowRate)}</td>
            {actual ? <td dir="ltr">{percent(actual.noShowRate)}</td> : null}
          </tr>
        </tbody>
      </table>
      {actual ? null : <p className="muted small">{t("an.pred.actualLater")}</p>}
      <p>{t("an.pred.basedOn", { events: count(prediction.basedOnEvents) })}</p>
      <h3 className="card-subheading">{t("an.pred.factors")}</h3>
      {base ? (
        <p>
          {t("an.pred.base", { rate: points(base.effect) })}{" "}
          <span className="muted small">{base.detail}</span>
        </p>
      ) : null}
      {effects.length === 0 ? (
        <p className="muted">{t("an.pred.noFactors")}</p>
      ) : (
        <FactorBars factors={effects} />
      )}
      <h3 className="card-subheading">{t("an.pred.backtest")}</h3>
      <p>
        {backtest.meanAbsoluteError === null
          ? t("an.pred.backtestNone")
          : t("an.pred.backtestError", {
              error: points(backtest.meanAbsoluteError * 100),
              events: count(backtest.events),
            })}
      </p>
    </div>
  );
}
