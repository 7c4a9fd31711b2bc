import { formatCents, savings } from "@mawid/contracts";
import { useId, useState } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";
import { toCalculatorNumber } from "./calculator-input";
import { Tabs } from "./tabs";

export const DEFAULT_TICKET_PRICE = 25;
export const DEFAULT_TICKET_COUNT = 100;

function Row({
  label,
  cents,
  strong,
  testId,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <div className={strong ? "calc-row calc-row-strong" : "calc-row"}>
      <dt>{label}</dt>
      <dd dir="ltr" data-testid={testId}>
        {t("calculator.amount", { amount: formatCents(cents) })}
      </dd>
    </div>
  );
}

/**
 * A native number input: what a person types stays as typed while editing (so clearing the field to
 * type a new price works), and the calculation uses it converted to a number of at least 1.
 */
function NumberField({
  id,
  value,
  step,
  onChange,
}: {
  id: string;
  value: number;
  step: number;
  onChange: (v: number) => void;
}) {
  const [text, setText] = useState(String(value));
  return (
    <input
      id={id}
      className="m-input"
      type="number"
      inputMode="decimal"
      min={1}
      step={step}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(toCalculatorNumber(event.target.value));
      }}
      onBlur={() => setText(String(value))}
    />
  );
}

export function SavingsCalculator() {
  const { t } = useI18n();
  const priceId = useId();
  const countId = useId();
  const [price, setPrice] = useState(DEFAULT_TICKET_PRICE);
  const [count, setCount] = useState(DEFAULT_TICKET_COUNT);
  const result = savings(Math.round(price * 100), Math.floor(count));
  const [competitorA = 0, competitorB = 0] = result.competitorFeesCents;
  const label = (key: MessageKey) => t(key);

  return (
    <section className="calculator" aria-labelledby="calculator-title">
      <h3 id="calculator-title">{t("calculator.title")}</h3>
      <div className="calc-inputs">
        <div className="calc-field">
          <label htmlFor={priceId}>{t("calculator.ticketPrice")}</label>
          <NumberField id={priceId} value={price} step={0.01} onChange={setPrice} />
        </div>
        <div className="calc-field">
          <label htmlFor={countId}>{t("calculator.ticketCount")}</label>
          <NumberField id={countId} value={count} step={1} onChange={(v) => setCount(Math.floor(v))} />
        </div>
      </div>
      <Tabs
        label={t("calculator.title")}
        items={[
          {
            key: "user",
            label: t("calculator.asUser"),
            children: (
              <div aria-live="polite">
                <dl className="calc-results">
                  <Row
                    label={label("calculator.mawidFee")}
                    cents={result.platformFeeCents}
                    testId="calc-mawid-fee"
                  />
                  <Row
                    label={label("calculator.competitorA")}
                    cents={competitorA}
                    testId="calc-competitor-a"
                  />
                  <Row
                    label={label("calculator.competitorB")}
                    cents={competitorB}
                    testId="calc-competitor-b"
                  />
                  <Row
                    label={label("calculator.youSave")}
                    cents={result.savingCents}
                    strong
                    testId="calc-saving"
                  />
                </dl>
                <p className="calc-note">{t("calculator.userNote")}</p>
              </div>
            ),
          },
          {
            key: "host",
            label: t("calculator.asHost"),
            children: (
              <div aria-live="polite">
                <dl className="calc-results">
                  <Row
                    label={label("calculator.totalSales")}
                    cents={result.totalSalesCents}
                    testId="calc-sales"
                  />
                  <Row
                    label={label("calculator.mawidFee")}
                    cents={result.platformFeeCents}
                    testId="calc-host-fee"
                  />
                  <Row
                    label={label("calculator.hostReceives")}
                    cents={result.hostReceivesCents}
                    strong
                    testId="calc-host-receives"
                  />
                  <Row
                    label={label("calculator.youSave")}
                    cents={result.savingCents}
                    testId="calc-host-saving"
                  />
                </dl>
                <p className="calc-note">{t("calculator.hostNote")}</p>
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
