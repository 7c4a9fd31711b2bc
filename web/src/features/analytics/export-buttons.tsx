import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import { type TMetric, ZMetric } from "@mawid/contracts/analytics";
import Button from "antd/es/button";
import Select from "antd/es/select";
import { useCallback, useId, useState } from "react";
import { useDownload } from "../../shared/http/use-download";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { useI18n } from "../../shared/i18n/i18n-context";
import { type ExportFormat, fetchExport } from "./api";
import { instantsOf, intervalFor, type Range } from "./range";

/** One metric over the chosen days (and event) as CSV or Excel, a row per period. */
export function ExportButtons({
  organizationId,
  eventId,
  range,
}: {
  organizationId: string;
  eventId: string | undefined;
  range: Range;
}) {
  const { t } = useI18n();
  const id = useId();
  const report = useErrorPolicy();
  const [metric, setMetric] = useState<TMetric>("tickets_sold");
  const { busy, download: save } = useDownload(
    useCallback((error: unknown) => report(error, { fallback: "an.exportFailed" }), [report]),
  );
  const download = (format: ExportFormat) => {
    const query = { ...instantsOf(range), interval: intervalFor(range), eventId, metric };
    return save(
      format,
      () => fetchExport(organizationId, format, query),
      `${metric}-${range.fromDay}-${range.toDay}.${format}`,
    );
  };
  return (
    <div className="export-buttons">
      <div className="field">
        <label htmlFor={`${id}-metric`}>{t("an.export.metric")}</label>
        <Select
          id={`${id}-metric`}
          className="metric-select"
          value={metric}
          onChange={setMetric}
          options={ZMetric.options.map((m) => ({ value: m, label: t(`an.metric.${m}`) }))}
        />
      </div>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={busy === "csv"}
        onClick={() => download("csv")}
      >
        {t("an.exportCsv")}
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={busy === "xlsx"}
        onClick={() => download("xlsx")}
      >
        {t("an.exportXlsx")}
      </Button>
    </div>
  );
}
