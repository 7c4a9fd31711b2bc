import type { TAddOnView, TVendorView } from "@mawid/contracts/ticketing";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useIsPhone } from "../shared/use-is-phone";
import { formatMoney } from "../shared/money";
import { AddOnStock } from "./add-on-stock";
import { WithdrawAddOnButton } from "./withdraw-add-on-button";

interface Props {
  eventId: string;
  addOns: readonly TAddOnView[];
  vendors: readonly TVendorView[];
}

/** The cells every layout shows, in the reader's language. */
function useCells(vendors: readonly TVendorView[]) {
  const { t, locale } = useI18n();
  const names = new Map(vendors.map((v) => [v.id, v.name]));
  return {
    kind: (a: TAddOnView) => t(a.kind === "meal" ? "tk.addon.meal" : "tk.addon.merchandise"),
    price: (a: TAddOnView) => (a.price === 0 ? t("tk.free") : formatMoney(a.price, a.currency, locale)),
    perOrder: (a: TAddOnView) => t("tk.addon.upTo", { max: a.maxPerOrder }),
    seller: (a: TAddOnView) =>
      a.vendorId === null ? t("tk.addon.us") : (names.get(a.vendorId) ?? t("tk.addon.aVendor")),
  };
}

function AddOnCards({ eventId, addOns, vendors }: Props) {
  const { t } = useI18n();
  const cell = useCells(vendors);
  return (
    <ul className="item-cards">
      {addOns.map((a) => (
        <li key={a.id} className="item-card add-on-card">
          <h3>
            <bdi>{a.name}</bdi>
          </h3>
          {a.description ? <p className="muted small">{a.description}</p> : null}
          <dl>
            <dt>{t("tk.addon.kind")}</dt>
            <dd>{cell.kind(a)}</dd>
            <dt>{t("tk.addon.priceHeading")}</dt>
            <dd>{cell.price(a)}</dd>
            <dt>{t("tk.addon.available")}</dt>
            <dd>
              <AddOnStock addOn={a} />
            </dd>
            <dt>{t("tk.addon.perOrder")}</dt>
            <dd>{cell.perOrder(a)}</dd>
            <dt>{t("tk.addon.seller")}</dt>
            <dd>
              <bdi>{cell.seller(a)}</bdi>
            </dd>
          </dl>
          <div className="add-on-actions">
            <WithdrawAddOnButton eventId={eventId} addOn={a} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function AddOnTable({ eventId, addOns, vendors }: Props) {
  const { t } = useI18n();
  const cell = useCells(vendors);
  return (
    <div className="table-scroll">
      <table className="plain-table add-on-table">
        <thead>
          <tr>
            <th scope="col">{t("tk.addon.name")}</th>
            <th scope="col">{t("tk.addon.kind")}</th>
            <th scope="col">{t("tk.addon.priceHeading")}</th>
            <th scope="col">{t("tk.addon.available")}</th>
            <th scope="col">{t("tk.addon.perOrder")}</th>
            <th scope="col">{t("tk.addon.seller")}</th>
            <th scope="col">{t("tk.att.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {addOns.map((a) => (
            <tr key={a.id}>
              <th scope="row">
                <bdi>{a.name}</bdi>
              </th>
              <td>{cell.kind(a)}</td>
              <td>{cell.price(a)}</td>
              <td>
                <AddOnStock addOn={a} />
              </td>
              <td>{cell.perOrder(a)}</td>
              <td>
                <bdi>{cell.seller(a)}</bdi>
              </td>
              <td>
                <WithdrawAddOnButton eventId={eventId} addOn={a} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The event's add-ons: cards on a phone, a compact table on a wider screen. */
export function AddOnList(props: Props) {
  return useIsPhone() ? <AddOnCards {...props} /> : <AddOnTable {...props} />;
}
