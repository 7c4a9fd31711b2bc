import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import type { TPlanRule } from "@mawid/contracts/events";
import Button from "antd/es/button";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import { useI18n } from "../../../shared/i18n/i18n-context";

/**
 * The planner's rules as the host edits them: title, days before the event, and the quantity's ratio.
 * An emptied number keeps the rule's last value, so the plan never counts with a half-typed one.
 */
export function PlannerRules({
  rules,
  onChange,
}: {
  rules: TPlanRule[];
  onChange: (rules: TPlanRule[]) => void;
}) {
  const { t } = useI18n();
  const change = (index: number, patch: Partial<TPlanRule>) =>
    onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  return (
    <table className="rules-table">
      <thead>
        <tr>
          <th scope="col">{t("ev.f.title")}</th>
          <th scope="col">{t("ev.planner.daysBefore")}</th>
          <th scope="col">{t("ev.planner.each")}</th>
          <th scope="col">{t("ev.planner.per")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("ev.delete")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rules.map((rule, i) => (
          <tr key={rule.id}>
            <td>
              <Input
                aria-label={t("ev.f.title")}
                value={rule.title}
                onChange={(e) => change(i, { title: e.target.value })}
              />
            </td>
            <td>
              <InputNumber
                aria-label={`${rule.title}: ${t("ev.planner.daysBefore")}`}
                min={0}
                max={365}
                value={rule.daysBefore}
                onChange={(v) => v !== null && change(i, { daysBefore: v })}
              />
            </td>
            <td>
              {rule.quantity ? (
                <InputNumber
                  aria-label={`${rule.title}: ${t("ev.planner.each")}`}
                  min={0.1}
                  max={1000}
                  value={rule.quantity.each}
                  onChange={(v) => v !== null && change(i, { quantity: { ...rule.quantity!, each: v } })}
                />
              ) : null}
            </td>
            <td>
              {rule.quantity ? (
                <InputNumber
                  aria-label={`${rule.title}: ${t("ev.planner.per")}`}
                  min={1}
                  max={100_000}
                  value={rule.quantity.per}
                  onChange={(v) => v !== null && change(i, { quantity: { ...rule.quantity!, per: v } })}
                />
              ) : null}
            </td>
            <td>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`${t("ev.delete")}: ${rule.title}`}
                onClick={() => onChange(rules.filter((_, j) => j !== i))}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
