import { formatCents, savings } from "@mawid/contracts/platform";
import { useId, useState } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";
import { toCalculatorNumber } from "./calculator-input";
import { Tabs } from "./tabs";

export const DEFAULT_TICKET_PRICE = 25;
export const DEFAULT_TICKET_COUNT = 100;

interface ResultRow {
  labelKey: MessageKey;
  cents: number;
  testId: string;
  strong?: boolean;
}

function Results({ rows, noteKey }: { rows: ResultRow[]; noteKey: MessageKey }) {
  const { t } = useI18n();
  return (
    <div aria-live="polite">
      <dl className="calc-results">
        {rows.map((row) => (
          <div key={row.testId} className={row.strong ? "calc-row calc-row-strong" : "calc-row"}>
            <dt>{t(row.labelKey)}</dt>
            <dd dir="ltr" data-testid={row.testId}>
              {t("calculator.amount", { amount: formatCents(row.cents) })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="calc-note">{t(noteKey)}</p>
    </div>
  );
}

/**
 * A native number input: what a person types stays as typed while editing (so clearing the field to
 * type a new price works), and the calculation uses it converted to a number of at least 1.
 */
function NumberField({
  labelKey,
  value,
  step,
  onChange,
}: {
  labelKey: MessageKey;
  value: number;
  step: number;
  onChange: (v: number) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState(String(value));
  return (
    <div className="calc-field">
      <label htmlFor={id}>{t(labelKey)}</label>
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
    </div>
  );
}

export function SavingsCalculator() {
  const { t } = useI18n();
  const [price, setPrice] = useState(DEFAULT_TICKET_PRICE);
  const [count, setCount] = useState(DEFAULT_TICKET_COUNT);
  const result = savings(Math.round(price * 100), Math.floor(count));
  const [competitorA = 0, competitorB = 0] = result.competitorFeesCents;

  return (
    <section className="calculator" aria-labelledby="calculator-title">
      <h3 id="calculator-title">{t("calculator.title")}</h3>
      <div className="calc-inputs">
        <NumberField labelKey="calculator.ticketPrice" value={price} step={0.01} onChange={setPrice} />
        <NumberField
          labelKey="calculator.ticketCount"
          value={count}
          step={1}
          onChange={(v) => setCount(Math.floor(v))}
        />
      </div>
      <Tabs
        label={t("calculator.title")}
        items={[
          {
            key: "user",
            label: t("calculator.asUser"),
            children: (
              <Results
                noteKey="calculator.userNote"
                rows={[
                  {
                    labelKey: "calculator.mawidFee",
                    cents: result.platformFeeCents,
                    testId: "calc-mawid-fee",
                  },
                  { labelKey: "calculator.competitorA", cents: competitorA, testId: "calc-competitor-a" },
                  { labelKey: "calculator.competitorB", cents: competitorB, testId: "calc-competitor-b" },
                  {
                    labelKey: "calculator.youSave",
                    cents: result.savingCents,
                    testId: "calc-saving",
                    strong: true,
                  },
                ]}
              />
            ),
          },
          {
            key: "host",
            label: t("calculator.asHost"),
            children: (
              <Results
                noteKey="calculator.hostNote"
                rows={[
                  { labelKey: "calculator.totalSales", cents: result.totalSalesCents, testId: "calc-sales" },
                  {
                    labelKey: "calculator.mawidFee",
                    cents: result.platformFeeCents,
                    testId: "calc-host-fee",
                  },
                  {
                    labelKey: "calculator.hostReceives",
                    cents: result.hostReceivesCents,
                    testId: "calc-host-receives",
                    strong: true,
                  },
                  { labelKey: "calculator.youSave", cents: result.savingCents, testId: "calc-host-saving" },
                ]}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
