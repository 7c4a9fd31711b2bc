import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { TTicketTypes, TTicketTypeView } from "@mawid/contracts/ticketing";
import Empty from "antd/es/empty";
import Tag from "antd/es/tag";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useHoldsRole } from "../../auth/use-holds-role";
import { audienceKey } from "../../events/shared/labels";
import { formatMoney } from "../shared/money";
import { bySection } from "../shared/section-order";
import { EditTicketType } from "./edit-ticket-type";
import { PricePhasesList } from "./price-phases-list";

/** An end of sales already past: the type is listed, but no longer sold. */
const salesClosed = (type: TTicketTypeView) =>
  type.salesEnd !== null && Date.parse(type.salesEnd) <= Date.now();

/**
 * What is on sale, section by section: each section's seats and entrance, each type's price now, the
 * phases it goes through, what is left and whether its sales are closed; the organisers may change
 * each type's places and end of sales.
 */
export function TicketTypesOverview({
  data,
  eventId,
  organizationId,
  timeZone,
}: {
  data: TTicketTypes;
  eventId: string;
  organizationId: string;
  timeZone: string;
}) {
  const { t, locale } = useI18n();
  const canEdit = useHoldsRole(organizationId, ORGANISER_ROLES, { platformAdmin: true });
  if (data.items.length === 0 && data.sections.length === 0)
    return <Empty description={t("tk.host.noTypes")} />;
  const sectionsWithTypes = new Set(data.items.map((i) => i.section));
  return (
    <div className="overview">
      {data.sections
        .filter((s) => !sectionsWithTypes.has(s.section))
        .map((s) => (
          <section key={s.section} aria-label={t(audienceKey(s.section))}>
            <h3>{t(audienceKey(s.section))}</h3>
            <p className="muted">
              {t("tk.host.sectionSeats", { available: s.available, capacity: s.capacity })}
            </p>
          </section>
        ))}
      {bySection(data.items).map(([section, types]) => {
        const seats = data.sections.find((s) => s.section === section);
        return (
          <section key={section} aria-label={t(audienceKey(section))}>
            <h3>{t(audienceKey(section))}</h3>
            {seats ? (
              <p className="muted">
                {t("tk.host.sectionSeats", { available: seats.available, capacity: seats.capacity })}
                {seats.entrance ? ` · ${t("tk.entrance", { entrance: seats.entrance })}` : ""}
              </p>
            ) : null}
            <table className="plain-table">
              <thead>
                <tr>
                  <th scope="col">{t("tk.host.name")}</th>
                  <th scope="col">{t("tk.host.price")}</th>
                  <th scope="col">{t("tk.host.capacity")}</th>
                  <th scope="col">{t("tk.host.available")}</th>
                  {canEdit ? (
                    <th scope="col">
                      <span className="visually-hidden">{t("tk.edit.column")}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {types.map((type) => (
                  <tr key={type.id}>
                    <th scope="row">
                      {type.name}
                      {salesClosed(type) ? (
                        <>
                          {" "}
                          <Tag className="status-tag--degraded">{t("tk.edit.closed")}</Tag>
                        </>
                      ) : null}
                    </th>
                    <td>
                      {type.price === 0 ? t("tk.free") : formatMoney(type.price, type.currency, locale)}
                      <PricePhasesList type={type} />
                    </td>
                    <td>{type.capacity}</td>
                    <td>{type.available}</td>
                    {canEdit ? (
                      <td>
                        <EditTicketType eventId={eventId} timeZone={timeZone} type={type} />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
