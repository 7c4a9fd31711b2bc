import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import Button from "antd/es/button";
import { useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { type AttendeeFilters, fetchAttendeesCsv } from "./attendees-api";
import { saveFile } from "./save-file";

/**
 * The list as a CSV file with the filters on screen. Fetched with the signed-in request (the token is
 * in memory, so a plain download link would go unauthenticated) and saved from the answer.
 */
export function CsvButton({ eventId, filters }: { eventId: string; filters: AttendeeFilters }) {
  const { t } = useI18n();
  const report = useTicketErrorPolicy();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchAttendeesCsv(eventId, filters), `attendees-${eventId}.csv`);
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={download}>
      {t("tk.att.csv")}
    </Button>
  );
}
