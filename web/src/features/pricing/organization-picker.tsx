import type { TMembership } from "@mawid/contracts/identity";
import Select from "antd/es/select";
import { useId } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";

/** Which of the owner's organisations the plan buttons act for; a choice only when there are several. */
export function OrganizationPicker({
  owned,
  chosen,
  onChoose,
}: {
  owned: readonly TMembership[];
  chosen: TMembership;
  onChoose: (organizationId: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  if (owned.length === 1) {
    return (
      <p className="subscription-organization">
        {t("subscribe.organization")}: <strong>{chosen.organizationName}</strong>
      </p>
    );
  }
  return (
    <div className="subscription-organization">
      <label htmlFor={id}>{t("subscribe.chooseOrganization")}</label>
      <Select
        id={id}
        value={chosen.organizationId}
        onChange={onChoose}
        options={owned.map((o) => ({ value: o.organizationId, label: o.organizationName }))}
        className="subscription-organization-select"
      />
    </div>
  );
}
