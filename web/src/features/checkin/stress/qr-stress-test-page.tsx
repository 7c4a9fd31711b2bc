import Alert from "antd/es/alert";
import Button from "antd/es/button";
import InputNumber from "antd/es/input-number";
import Progress from "antd/es/progress";
import Radio from "antd/es/radio";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { z } from "zod";
import { api } from "../../../shared/http/client";
import { toAppError } from "../../../shared/http/app-error";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { checkinErrorText } from "../station/checkin-error-text";
import { BarChart } from "./bar-chart";
import { EventChoice } from "./event-choice";
import type { Summary } from "./measure";
import { type DecodeRun, runDecode } from "./run-decode";
import { runServer, type ServerRun } from "./run-server";
import { syntheticCodes } from "./synthetic-codes";
import "../checkin.css";

type Mode = "decode" | "server";
type Result = { mode: "decode"; run: DecodeRun } | { mode: "server"; run: ServerRun };

const MIN_CODES = 10;
const MAX_CODES = 1000;
const isUuid = (text: string) => z.uuid().safeParse(text).success;

function SummaryRows({ summary, rate }: { summary: Summary; rate: string }) {
  const { t } = useI18n();
  return (
    <>
      <tr>
        <th scope="row">{rate}</th>
        <td>{summary.perSecond.toFixed(1)}</td>
      </tr>
      {(["p50", "p95", "p99"] as const).map((p) => (
        <tr key={p}>
          <th scope="row">{t("ci.stress.latency", { p })}</th>
          <td>{t("ci.stress.ms", { ms: summary[p].toFixed(1) })}</td>
        </tr>
      ))}
    </>
  );
}

/**
 * /qr-stress-test: how fast this device decodes codes, and how fast the check-in service answers
 * scans from this browser, with N codes made here.
 */
export default function QrStressTestPage() {
  const { t, say } = useI18n();
  const [params] = useSearchParams();
  const [eventId, setEventId] = useState(params.get("event") ?? "");
  const [count, setCount] = useState(100);
  const [mode, setMode] = useState<Mode>("decode");
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  const eventProblem = mode === "server" && eventId !== "" && !isUuid(eventId.trim());
  const total = mode === "server" ? count * 2 : count;

  const start = async () => {
    if (mode === "server" && !isUuid(eventId.trim())) {
      setFailure(t("ci.stress.eventNeeded"));
      return;
    }
    const controller = new AbortController();
    stop.current = controller;
    setRunning(true);
    setResult(null);
    setFailure(null);
    setDone(0);
    const codes = syntheticCodes(Math.min(MAX_CODES, Math.max(MIN_CODES, count)));
    try {
      if (mode === "decode") setResult({ mode, run: await runDecode(codes, setDone, controller.signal) });
      else setResult({ mode, run: await runServer(api, eventId.trim(), codes, setDone, controller.signal) });
    } catch (error) {
      setFailure(say(checkinErrorText(toAppError(error), "ci.stress.failed")));
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="container page qr-tools">
      <PageHeader title={t("page.qrStressTest")} subtitle={t("ci.stress.intro")} />
      <section className="ci-card" aria-labelledby="ci-stress-setup">
        <h2 id="ci-stress-setup">{t("ci.stress.setup")}</h2>
        <Radio.Group
          value={mode}
          onChange={(e) => setMode(e.target.value as Mode)}
          disabled={running}
          aria-label={t("ci.stress.mode")}
          options={[
            { value: "decode", label: t("ci.stress.modeDecode") },
            { value: "server", label: t("ci.stress.modeServer") },
          ]}
        />
        <p className="ci-muted">{t(mode === "decode" ? "ci.stress.decodeHelp" : "ci.stress.serverHelp")}</p>
        <div className="ci-form-row">
          {mode === "server" ? (
            <div className="ci-field ci-field-wide">
              <label htmlFor="ci-stress-event">{t("ci.stress.event")}</label>
              <EventChoice
                id="ci-stress-event"
                value={eventId}
                onChange={setEventId}
                disabled={running}
                invalid={eventProblem}
              />
            </div>
          ) : null}
          <div className="ci-field">
            <label htmlFor="ci-stress-count">
              {t("ci.stress.count", { min: MIN_CODES, max: MAX_CODES })}
            </label>
            <InputNumber
              id="ci-stress-count"
              min={MIN_CODES}
              max={MAX_CODES}
              value={count}
              onChange={(value) => setCount(value ?? MIN_CODES)}
              disabled={running}
            />
          </div>
          {running ? (
            <Button danger onClick={() => stop.current?.abort()}>
              {t("ci.stress.stop")}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void start()}>
              {t("ci.stress.start")}
            </Button>
          )}
        </div>
        {eventProblem ? (
          <p id="ci-stress-event-problem" className="ci-error">
            {t("ci.stress.eventNeeded")}
          </p>
        ) : null}
        {running || result ? (
          <Progress percent={Math.round((done / total) * 100)} aria-label={t("ci.stress.progress")} />
        ) : null}
        {failure ? <Alert type="error" showIcon role="alert" title={failure} className="ci-gap" /> : null}
      </section>
      {result ? (
        <section className="ci-card ci-gap" aria-labelledby="ci-stress-results" aria-live="polite">
          <h2 id="ci-stress-results">{t("ci.stress.results")}</h2>
          {result.mode === "decode" ? (
            <>
              <table className="ci-table">
                <tbody>
                  <tr>
                    <th scope="row">{t("ci.stress.decoded")}</th>
                    <td>
                      {result.run.decoded} / {result.run.summary.count}
                    </td>
                  </tr>
                  <SummaryRows summary={result.run.summary} rate={t("ci.stress.decodeRate")} />
                </tbody>
              </table>
              <BarChart
                caption={t("ci.stress.chartDecode")}
                unit={t("ci.stress.perSecond")}
                bars={result.run.slices.map((value, i) => ({ label: `${(i + 1) * 10}%`, value }))}
              />
            </>
          ) : (
            <>
              <table className="ci-table">
                <caption>{t("ci.stress.single")}</caption>
                <tbody>
                  <SummaryRows summary={result.run.single} rate={t("ci.stress.requestRate")} />
                  <tr>
                    <th scope="row">{t("ci.stress.failedRequests")}</th>
                    <td>{result.run.single.failed}</td>
                  </tr>
                </tbody>
              </table>
              <table className="ci-table">
                <caption>{t("ci.stress.batch")}</caption>
                <tbody>
                  <tr>
                    <th scope="row">{t("ci.stress.scanRate")}</th>
                    <td>{result.run.batch.scansPerSecond.toFixed(1)}</td>
                  </tr>
                  <SummaryRows summary={result.run.batch} rate={t("ci.stress.requestRate")} />
                  <tr>
                    <th scope="row">{t("ci.stress.failedRequests")}</th>
                    <td>{result.run.batch.failed}</td>
                  </tr>
                </tbody>
              </table>
              <BarChart
                caption={t("ci.stress.chartServer")}
                unit={t("ci.stress.perSecond")}
                bars={result.run.single.slices.map((value, i) => ({ label: `${(i + 1) * 10}%`, value }))}
              />
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
