import type { TTicketTypeView } from "@mawid/contracts/ticketing";
import InputNumber from "antd/es/input-number";
import Tag from "antd/es/tag";
import { useId } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney, minorPerMajor, toMinor } from "../shared/money";
import { JoinWaitlist } from "../waitlist/join-waitlist";
import { maxNow, salesState } from "./sales-state";
import type { Choice } from "./selection";

/** One ticket type: its price and what is left, the quantity, and a donor ticket's own price. */
export function TicketTypeRow({
  type,
  choice,
  onChange,
  now,
  accessCode = null,
}: {
  type: TTicketTypeView;
  choice: Choice;
  onChange: (choice: Choice) => void;
  now: number;
  accessCode?: string | null;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const state = salesState(type, now);
  const money = (minor: number) => formatMoney(minor, type.currency, locale);
  const max = maxNow(type);
  const tooFew = choice.quantity > 0 && choice.quantity < type.minPerOrder;
  const tooMany = choice.quantity > max;
  return (
    <li className="ticket-type-row">
      <div className="ticket-type-info">
        <h3 id={`${id}-name`}>
          <bdi>{type.name}</bdi>
        </h3>
        {type.description ? (
          <p className="muted" dir="auto">
            {type.description}
          </p>
        ) : null}
        <p className="ticket-type-price">
          {type.payWhatYouWant
            ? t("tk.reg.minimum", { price: money(type.price) })
            : type.price === 0
              ? t("tk.free")
              : money(type.price)}
          {type.fee > 0 && type.feePaidBy === "buyer" ? (
            <span className="muted"> {t("tk.reg.plusFee", { fee: money(type.fee) })}</span>
          ) : null}
        </p>
        <div className="ticket-type-tags">
          {type.groupSize > 1 ? <Tag>{t("tk.reg.admits", { count: type.groupSize })}</Tag> : null}
          {type.hidden ? <Tag color="gold">{t("tk.reg.unlocked")}</Tag> : null}
          {state === "open" ? (
            <span className="muted">{t("tk.reg.left", { count: type.available })}</span>
          ) : (
            <Tag color={state === "soldOut" ? "red" : "default"}>{t(`tk.sales.${state}`)}</Tag>
          )}
        </div>
      </div>
      {state === "open" ? (
        <div className="ticket-type-inputs">
          <label htmlFor={`${id}-qty`}>{t("tk.reg.quantity")}</label>
          <InputNumber
            id={`${id}-qty`}
            aria-describedby={`${id}-name ${id}-limits`}
            mode="spinner"
            min={0}
            max={max}
            precision={0}
            inputMode="numeric"
            value={choice.quantity}
            onChange={(value) => onChange({ ...choice, quantity: value ?? 0 })}
            status={tooFew || tooMany ? "error" : undefined}
          />
          <span id={`${id}-limits`} className={tooFew || tooMany ? "small text-error" : "small muted"}>
            {tooMany
              ? t("tk.reg.onlyLeft", { count: max })
              : t("tk.reg.limits", { min: type.minPerOrder, max })}
          </span>
          {type.payWhatYouWant && choice.quantity > 0 ? (
            <>
              <label htmlFor={`${id}-price`}>{t("tk.reg.yourPrice")}</label>
              <InputNumber
                id={`${id}-price`}
                min={type.price / minorPerMajor(type.currency)}
                step={1}
                value={(choice.price ?? type.price) / minorPerMajor(type.currency)}
                onChange={(value) => onChange({ ...choice, price: toMinor(value ?? 0, type.currency) })}
              />
            </>
          ) : null}
        </div>
      ) : state === "soldOut" ? (
        <JoinWaitlist type={type} accessCode={accessCode} />
      ) : null}
    </li>
  );
}
