import type { Rule } from "antd/es/form";
import { useI18n } from "../../../shared/i18n/i18n-context";

export function useRequired(): Rule {
  const { t } = useI18n();
  return { required: true, message: t("ev.required") };
}
