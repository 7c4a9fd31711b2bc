import Select from "antd/es/select";
import { useDeferredValue, useEffect, useState } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import { useOrganizationOptions } from "./use-organization-options";

/** A searchable choice of organisation; typing narrows the list and asks for matching hosts. */
export function OrganizationSelect({
  id,
  value,
  onChange,
  onNamed,
  preselected,
}: {
  id: string;
  value: string | null;
  onChange: (organizationId: string) => void;
  onNamed: (name: string) => void;
  preselected: string | null;
}) {
  const { t } = useI18n();
  const [search, setSearch] = useState("");
  const { options, loading } = useOrganizationOptions(useDeferredValue(search.trim()), preselected);
  const label = options.find((o) => o.value === value)?.label;
  // An organisation chosen by the address is named only once identity answers; the thanks page needs its name.
  useEffect(() => {
    if (value && label) onNamed(label);
  }, [value, label, onNamed]);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      size="large"
      style={{ inlineSize: "100%" }}
      placeholder={t("donation.organizationPlaceholder")}
      notFoundContent={loading ? t("app.loading") : t("donation.organizationNone")}
      loading={loading}
      value={value ?? undefined}
      options={options}
      onChange={onChange}
    />
  );
}
