import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { TicketError } from "../shared/ticket-error";
import { VendorForm } from "./vendor-form";
import { VendorList } from "./vendor-list";
import { useVendors } from "./vendor-queries";
import "./vendors.css";

/**
 * The event's halal marketplace: its food vendors with their certificates, valid or expired (an
 * expired vendor's food is not offered to buyers), and a form to add one. For the organisation's
 * owners, admins and staff; the service checks the role again.
 */
export function VendorsCard({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const { t } = useI18n();
  const vendors = useVendors(eventId);
  const expired = vendors.data?.filter((v) => !v.certificateValid).length ?? 0;
  return (
    <Card title={<h2 className="card-heading">{t("tk.vendor.title")}</h2>} className="vendors-card">
      <p className="muted">{t("tk.vendor.lead")}</p>
      {vendors.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : vendors.isError ? (
        <TicketError error={vendors.error} fallback="tk.vendor.loadFailed" />
      ) : vendors.data.length === 0 ? (
        <Empty description={t("tk.vendor.empty")} />
      ) : (
        <>
          <p className="muted" role="status">
            {t("tk.vendor.count", { count: vendors.data.length })}
            {expired > 0 ? ` · ${t("tk.vendor.expiredCount", { expired })}` : ""}
          </p>
          <VendorList vendors={vendors.data} />
        </>
      )}
      <h3 className="vendor-form-heading">{t("tk.vendor.new")}</h3>
      <VendorForm eventId={eventId} timeZone={timeZone} />
    </Card>
  );
}
