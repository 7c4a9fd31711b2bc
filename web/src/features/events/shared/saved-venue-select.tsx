import Form from "antd/es/form";
import Select from "antd/es/select";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { QueryError } from "./query-error";
import { useVenues } from "./venues-api";

/** Fills the place fields from one of the organisation's saved venues; absent when it has none. */
export function SavedVenueSelect({ organizationId }: { organizationId: string | undefined }) {
  const { t } = useI18n();
  const form = Form.useFormInstance();
  const venues = useVenues(organizationId);
  if (venues.isError) return <QueryError error={venues.error} fallback="ev.loadFailed" />;
  const items = venues.data?.items ?? [];
  if (!venues.isPending && items.length === 0) return null;
  return (
    <Form.Item name="savedVenueId" label={t("ev.venue.saved")}>
      <Select
        allowClear
        loading={venues.isPending}
        placeholder={t("ev.venue.choose")}
        options={items.map((v) => ({ value: v.id, label: `${v.name} · ${v.address}` }))}
        onChange={(id: string | undefined) => {
          const venue = items.find((v) => v.id === id);
          if (!venue) return;
          form.setFieldsValue({
            venueName: venue.name,
            address: venue.address,
            latitude: venue.latitude,
            longitude: venue.longitude,
            saveVenue: false,
            ...(venue.timeZone ? { timeZone: venue.timeZone } : {}),
          });
        }}
      />
    </Form.Item>
  );
}
