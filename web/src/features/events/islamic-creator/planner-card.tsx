import { DEFAULT_PLAN_RULES, planEvent, type TEventTemplate, type TPlanRule } from "@mawid/contracts/events";
import Card from "antd/es/card";
import Collapse from "antd/es/collapse";
import InputNumber from "antd/es/input-number";
import { useId, useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { dualDay } from "../shared/zoned-format";
import { planItemText } from "./plan-item-text";
import { PlannerRules } from "./planner-rules";

/** The event planner: plain rules over the template, attendance and date; the host edits the rules. */
export function PlannerCard({ template, date }: { template: TEventTemplate; date: string }) {
  const { t, locale } = useI18n();
  const id = useId();
  const [attendance, setAttendance] = useState<number | null>(150);
  const [doors, setDoors] = useState<number | null>(2);
  const [rules, setRules] = useState<TPlanRule[]>(() => DEFAULT_PLAN_RULES.map((r) => ({ ...r })));
  const plan = planEvent(template, { attendance: attendance || 1, doors: doors || 1, date, rules });
  const numbers = new Intl.NumberFormat(locale);
  return (
    <Card title={<h2 className="card-heading">{t("ev.planner")}</h2>}>
      <p className="muted">{t("ev.planner.note")}</p>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-attendance`}>{t("ev.planner.attendance")}</label>
          <InputNumber
            id={`${id}-attendance`}
            min={1}
            max={100_000}
            value={attendance}
            onChange={setAttendance}
            className="full-width"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-doors`}>{t("ev.planner.doors")}</label>
          <InputNumber
            id={`${id}-doors`}
            min={1}
            max={50}
            value={doors}
            onChange={setDoors}
            className="full-width"
          />
        </div>
      </div>
      <h3>{t("ev.planner.checklist")}</h3>
      {plan.checklist.map((group) => (
        <section key={group.category} aria-label={t(`ev.plan.${group.category}`)}>
          <h4>{t(`ev.plan.${group.category}`)}</h4>
          <ul className="plan-list" data-testid={`plan-${group.category}`}>
            {group.items.map((item) => (
              <li key={item.ruleId}>{planItemText(item, numbers)}</li>
            ))}
          </ul>
        </section>
      ))}
      <h3>{t("ev.planner.timeline")}</h3>
      <ol className="plan-list">
        {plan.timeline.map((item) => (
          <li key={item.ruleId}>
            <span className="muted small">{dualDay(item.dueDate, locale)}</span> {item.title}
          </li>
        ))}
      </ol>
      <Collapse
        items={[
          {
            key: "rules",
            label: t("ev.planner.rules"),
            children: <PlannerRules rules={rules} onChange={setRules} />,
          },
        ]}
      />
    </Card>
  );
}
