import { ZEventFields } from "@mawid/contracts/events";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Checkbox from "antd/es/checkbox";
import InputNumber from "antd/es/input-number";
import Switch from "antd/es/switch";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { zodRule } from "../../auth/form-rules";
import { SavedVenueSelect } from "./saved-venue-select";
import { useRequired } from "./use-required";

/**
 * A venue with its coordinates (for the map, prayer times and distance), or an online link. A saved
 * venue of the organisation fills it; offerSave lets the host keep a new one for next time.
 */
export function PlaceFields({
  organizationId,
  offerSave = true,
}: {
  organizationId?: string;
  offerSave?: boolean;
}) {
  const { t, tk } = useI18n();
  const required = useRequired();
  const online = Form.useWatch<boolean>("online");
  const chosenOrganization = Form.useWatch<string | undefined>("organizationId", { preserve: true });
  const savedVenueId = Form.useWatch<string | undefined>("savedVenueId");
  return (
    <>
      <Form.Item name="online" label={t("ev.f.online")} valuePropName="checked">
        <Switch />
      </Form.Item>
      {online ? (
        <Form.Item
          name="onlineUrl"
          label={t("ev.f.onlineUrl")}
          rules={[required, zodRule(ZEventFields.shape.onlineUrl.unwrap(), tk)]}
        >
          <Input type="url" inputMode="url" dir="ltr" />
        </Form.Item>
      ) : (
        <>
          <SavedVenueSelect organizationId={organizationId ?? chosenOrganization} />
          <Form.Item name="venueName" label={t("ev.f.venueName")} rules={[required]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="address" label={t("ev.f.address")} rules={[required]}>
            <Input maxLength={500} />
          </Form.Item>
          <div className="form-row">
            <Form.Item name="latitude" label={t("ev.f.latitude")} rules={[required]}>
              <InputNumber min={-90} max={90} step={0.0001} className="full-width" />
            </Form.Item>
            <Form.Item name="longitude" label={t("ev.f.longitude")} rules={[required]}>
              <InputNumber min={-180} max={180} step={0.0001} className="full-width" />
            </Form.Item>
          </div>
          {offerSave && !savedVenueId ? (
            <Form.Item name="saveVenue" valuePropName="checked">
              <Checkbox>{t("ev.venue.save")}</Checkbox>
            </Form.Item>
          ) : null}
        </>
      )}
    </>
  );
}
