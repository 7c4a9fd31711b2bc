import Button from "antd/es/button";
import Input from "antd/es/input";
import { useId, useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";

/**
 * The access code that unlocks hidden ticket types. Most buyers have none, so the field waits behind a
 * link until asked for (or while a code is applied).
 */
export function AccessCodeForm({
  applied,
  onApply,
  loading,
}: {
  applied: string | null;
  onApply: (code: string | null) => void;
  loading: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const [code, setCode] = useState(applied ?? "");
  const [open, setOpen] = useState(applied !== null);
  if (!open) {
    return (
      <Button type="link" onClick={() => setOpen(true)}>
        {t("tk.reg.haveAccessCode")}
      </Button>
    );
  }
  return (
    <form
      className="access-code-form"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(code.trim() || null);
      }}
    >
      <label htmlFor={id}>{t("tk.reg.accessCode")}</label>
      <div className="inline-fields">
        <Input id={id} value={code} maxLength={64} onChange={(e) => setCode(e.target.value)} />
        <Button htmlType="submit" loading={loading}>
          {t("tk.reg.applyCode")}
        </Button>
      </div>
    </form>
  );
}
