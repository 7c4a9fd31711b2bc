import type { TTicketTypes } from "@mawid/contracts/ticketing";
import Empty from "antd/es/empty";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { audienceKey } from "../../events/shared/labels";
import { formatMoney } from "../shared/money";
import { bySection } from "../shared/section-order";
import { PricePhasesList } from "./price-phases-list";

/**
 * What is on sale, section by section: each section's seats and entrance, each type's price now, the
 * phases it goes through, and what is left.
 */
export function TicketTypesOverview({ data }: { data: TTicketTypes }) {
  const { t, locale } = useI18n();
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
                </tr>
              </thead>
              <tbody>
                {types.map((type) => (
                  <tr key={type.id}>
                    <th scope="row">{type.name}</th>
                    <td>
                      {type.price === 0 ? t("tk.free") : formatMoney(type.price, type.currency, locale)}
                      <PricePhasesList type={type} />
                    </td>
                    <td>{type.capacity}</td>
                    <td>{type.available}</td>
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
