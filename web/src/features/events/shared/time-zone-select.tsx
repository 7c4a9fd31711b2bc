import Select from "antd/es/select";
import { useMemo } from "react";

/** Every IANA zone the browser knows, searchable by typing part of its name. */
export function TimeZoneSelect(props: { id?: string; value?: string; onChange?: (value: string) => void }) {
  const options = useMemo(
    () => Intl.supportedValuesOf("timeZone").map((zone) => ({ value: zone, label: zone })),
    [],
  );
  return <Select {...props} showSearch options={options} />;
}
