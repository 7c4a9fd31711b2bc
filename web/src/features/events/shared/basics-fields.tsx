import { EVENT_CATEGORIES, ZAudience, ZEventFields, ZVisibility } from "@mawid/contracts/events";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { zodRule } from "../../auth/form-rules";
import { audienceKey, categoryKey, visibilityKey } from "./labels";
import { useOrganizerOrganizations } from "./organizer-organizations";
import { useRequired } from "./use-required";

/** Organisation (when creating), title, description, category, audience, visibility and capacity. */
export function BasicsFields({ withOrganization = true }: { withOrganization?: boolean }) {
  const { t, tk } = useI18n();
  const required = useRequired();
  const organizations = useOrganizerOrganizations();
  return (
    <>
      {withOrganization ? (
        <Form.Item name="organizationId" label={t("ev.f.organization")} rules={[required]}>
          <Select
            options={organizations.map((o) => ({ value: o.organizationId, label: o.organizationName }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="title"
        label={t("ev.f.title")}
        rules={[required, zodRule(ZEventFields.shape.title, tk)]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t("ev.f.description")}>
        <Input.TextArea rows={4} maxLength={20_000} />
      </Form.Item>
      <div className="form-row">
        <Form.Item name="category" label={t("ev.f.category")} rules={[required]}>
          <Select options={EVENT_CATEGORIES.map((c) => ({ value: c, label: t(categoryKey(c)) }))} />
        </Form.Item>
        <Form.Item name="audience" label={t("ev.f.audience")} rules={[required]}>
          <Select options={ZAudience.options.map((a) => ({ value: a, label: t(audienceKey(a)) }))} />
        </Form.Item>
      </div>
      <div className="form-row">
        <Form.Item name="visibility" label={t("ev.f.visibility")} rules={[required]}>
          <Select options={ZVisibility.options.map((v) => ({ value: v, label: t(visibilityKey(v)) }))} />
        </Form.Item>
        <Form.Item name="capacity" label={t("ev.f.capacity")}>
          <InputNumber min={1} max={1_000_000} precision={0} className="full-width" />
        </Form.Item>
      </div>
    </>
  );
}
