import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import Button from "antd/es/button";
import { useState } from "react";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { useI18n } from "../../shared/i18n/i18n-context";
import { saveFile } from "../tickets/attendees/save-file";
import { type ExportFormat, fetchExport } from "./api";
import { instantsOf, type Range } from "./range";

/**
 * The figures on screen as CSV or Excel. The token is in memory, so a plain link would go
 * unauthenticated: the file is fetched with the signed-in request and saved from the answer.
 */
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
  const report = useErrorPolicy();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const file = await fetchExport(organizationId, format, { ...instantsOf(range), eventId });
      saveFile(file, `analytics-${range.fromDay}-${range.toDay}.${format}`);
    } catch (error) {
      report(error, { fallback: "an.exportFailed" });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="export-buttons">
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
