import type { TTicketTypeView } from "@mawid/contracts/ticketing";
import Alert from "antd/es/alert";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { salesState } from "./sales-state";

/** The order did not fit: said gently, with what can still be bought instead. */
export function SoldOutAlert({ types, now }: { types: readonly TTicketTypeView[]; now: number }) {
  const { t } = useI18n();
  const open = types.filter((type) => salesState(type, now) === "open");
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t("tk.soldOut.title")}
      description={
        open.length > 0 ? (
          <>
            <p>{t("tk.soldOut.still")}</p>
            <ul>
              {open.map((type) => (
                <li key={type.id}>{t("tk.soldOut.option", { name: type.name, count: type.available })}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t("tk.soldOut.none")}</p>
        )
      }
    />
  );
}
