import { EVENT_CATEGORIES, type TBulkRequest, type TEventCategory } from "@mawid/contracts/events";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Select from "antd/es/select";
import { useId, useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { categoryKey } from "../shared/labels";

type Action = TBulkRequest["action"];

/** One bulk request without its events: the action and what that action needs. */
export type BulkChoice = TBulkRequest extends infer R
  ? R extends unknown
    ? Omit<R, "eventIds">
    : never
  : never;

/** The action, what it needs (a reason to cancel, a category to move to) and the button applying it. */
export function BulkActionBar({
  count,
  busy,
  onApply,
}: {
  count: number;
  busy: boolean;
  onApply: (choice: BulkChoice) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [action, setAction] = useState<Action>("submit");
  const [reason, setReason] = useState("");
  const [category, setCategory] = useState<TEventCategory>("lecture");
  const labels: Record<Action, string> = {
    submit: t("ev.submit"),
    cancel: t("ev.cancel"),
    "change-category": t("ev.bulk.changeCategory"),
    "export-csv": t("ev.bulk.exportCsv"),
  };
  const missingReason = action === "cancel" && reason.trim() === "";
  const apply = () => {
    if (action === "cancel") onApply({ action, reason: reason.trim() });
    else if (action === "change-category") onApply({ action, category });
    else onApply({ action });
  };
  return (
    <div className="bulk-bar">
      <div className="field">
        <label htmlFor={`${id}-action`}>{t("ev.bulk.action")}</label>
        <Select
          id={`${id}-action`}
          value={action}
          onChange={setAction}
          options={(Object.keys(labels) as Action[]).map((a) => ({ value: a, label: labels[a] }))}
        />
      </div>
      {action === "cancel" ? (
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t("ev.f.reason")}</label>
          <Input
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={1000}
          />
        </div>
      ) : null}
      {action === "change-category" ? (
        <div className="field">
          <label htmlFor={`${id}-category`}>{t("ev.f.category")}</label>
          <Select
            id={`${id}-category`}
            value={category}
            onChange={setCategory}
            options={EVENT_CATEGORIES.map((c) => ({ value: c, label: t(categoryKey(c)) }))}
          />
        </div>
      ) : null}
      <Button type="primary" disabled={count === 0 || missingReason} loading={busy} onClick={apply}>
        {t("ev.bulk.apply", { count })}
      </Button>
    </div>
  );
}
