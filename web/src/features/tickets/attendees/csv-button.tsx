import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import Button from "antd/es/button";
import { useDownload } from "../../../shared/http/use-download";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { type AttendeeFilters, fetchAttendeesCsv } from "./attendees-api";

/** The list as a CSV file with the filters on screen. */
export function CsvButton({ eventId, filters }: { eventId: string; filters: AttendeeFilters }) {
  const { t } = useI18n();
  const { busy, download } = useDownload(useTicketErrorPolicy());
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={busy !== null}
      onClick={() => download("csv", () => fetchAttendeesCsv(eventId, filters), `attendees-${eventId}.csv`)}
    >
      {t("tk.att.csv")}
    </Button>
  );
}
