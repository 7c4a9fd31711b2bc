import Button from "antd/es/button";
import Input from "antd/es/input";
import { useId, useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";

/**
 * The access code that unlocks hidden ticket types. The service has no promo codes yet (it refuses
 * every one), so there is no promo field to fill in vain.
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
