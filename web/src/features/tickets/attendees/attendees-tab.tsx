import Empty from "antd/es/empty";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import { useHoldsRole } from "../../auth/use-holds-role";
import Pagination from "antd/es/pagination";
import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { UnpaidOrders } from "../../payments/offline/unpaid-orders";
import { audienceKey } from "../../events/shared/labels";
import { bySection } from "../shared/section-order";
import { TicketError } from "../shared/ticket-error";
import { AttendeeCards } from "./attendee-cards";
import { AttendeeFiltersBar } from "./attendee-filters-bar";
import { useAttendees } from "./attendee-queries";
import { AttendeeTable } from "./attendee-table";
import "./attendees.css";
import { CsvButton } from "./csv-button";
import { useAttendeeFilters } from "./use-attendee-filters";
import { useIsPhone } from "../shared/use-is-phone";

/**
 * The event's attendees by section, searched and filtered from the address, with where each stands at
 * the door, resend, refund and CSV.
 */
export function AttendeesTab({
  eventId,
  organizationId,
  timeZone,
}: {
  eventId: string;
  organizationId: string;
  timeZone: string;
}) {
  const { t } = useI18n();
  const filters = useAttendeeFilters();
  const list = useAttendees(eventId, filters.filters, filters.page);
  const canAct = useHoldsRole(organizationId, MANAGER_ROLES);
  const phone = useIsPhone();
  const data = list.data;
  return (
    <div className="attendees">
      <h2 className="visually-hidden">{t("tk.att.tab")}</h2>
      <UnpaidOrders eventId={eventId} organizationId={organizationId} />
      <div className="attendee-toolbar">
        <AttendeeFiltersBar filters={filters} />
        <CsvButton eventId={eventId} filters={filters.filters} />
      </div>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError ? (
        <TicketError error={list.error} />
      ) : data && data.items.length === 0 ? (
        <Empty description={t("tk.att.empty")} />
      ) : data ? (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <p className="muted" role="status">
            {t("tk.att.total", { total: data.total })}
          </p>
          {bySection(data.items).map(([section, attendees]) => (
            <section key={section} aria-label={t(audienceKey(section))}>
              <h3>{t(audienceKey(section))}</h3>
              {phone ? (
                <AttendeeCards
                  attendees={attendees}
                  all={data.items}
                  eventId={eventId}
                  canAct={canAct}
                  timeZone={timeZone}
                />
              ) : (
                <AttendeeTable
                  attendees={attendees}
                  all={data.items}
                  eventId={eventId}
                  canAct={canAct}
                  timeZone={timeZone}
                />
              )}
            </section>
          ))}
          {data.total > data.pageSize ? (
            <Pagination
              className="attendee-pages"
              current={data.page}
              pageSize={data.pageSize}
              total={data.total}
              showSizeChanger={false}
              onChange={(page) => filters.set({ page: page > 1 ? String(page) : null })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
