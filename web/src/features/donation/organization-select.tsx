import Select from "antd/es/select";
import { useDeferredValue, useState } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import { type OrganizationOption, useOrganizationOptions } from "./use-organization-options";

/** A searchable choice of organisation; typing narrows the list and asks for matching hosts. */
export function OrganizationSelect({
  id,
  value,
  onChange,
  preselected,
}: {
  id: string;
  value: string | null;
  onChange: (option: OrganizationOption) => void;
  preselected: string | null;
}) {
  const { t } = useI18n();
  const [search, setSearch] = useState("");
  const { options, loading } = useOrganizationOptions(useDeferredValue(search.trim()), preselected);
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
      onChange={(v: string) => {
        const option = options.find((o) => o.value === v);
        if (option) onChange(option);
      }}
    />
  );
}
