import PlusOutlined from "@ant-design/icons/PlusOutlined";
import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import { type TRequestVerificationRequest, ZRequestVerificationRequest } from "@mawid/contracts/events";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { zodRule } from "../../auth/form-rules";
import { optionalRule } from "../shared/optional-rule";
import { useRequestVerification } from "./verification-api";

interface Values {
  details: string;
  documentUrls: string[];
  contactPhone?: string;
}

const { details, documentUrls, contactPhone } = ZRequestVerificationRequest.shape;

/** The organisation's details and links to its documents (registration, charity number...). */
export function VerificationForm({ organizationId }: { organizationId: string }) {
  const { t, tk } = useI18n();
  const report = useErrorPolicy();
  const send = useRequestVerification(organizationId);
  const [form] = Form.useForm<Values>();
  const onFinish = (v: Values) => {
    const body: TRequestVerificationRequest = {
      details: v.details.trim(),
      documentUrls: v.documentUrls.map((u) => u.trim()).filter(Boolean),
      ...(v.contactPhone?.trim() ? { contactPhone: v.contactPhone.trim() } : {}),
    };
    send.mutate(body, {
      onSuccess: () => toast.success("ev.ver.sent"),
      onError: (error) => report(error, { form, fallback: "ev.actionFailed" }),
    });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      name="verification"
      onFinish={onFinish}
      initialValues={{ documentUrls: [""] }}
    >
      <Form.Item name="details" label={t("ev.ver.details")} rules={[zodRule(details, tk)]}>
        <Input.TextArea rows={5} maxLength={4000} showCount />
      </Form.Item>
      <Form.List
        name="documentUrls"
        rules={[
          {
            validator: async (_r, urls: string[]) => {
              if (!urls.some((u) => u?.trim())) throw new Error(t("ev.ver.documentMin"));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <fieldset className="timing">
            <legend>{t("ev.ver.documents")}</legend>
            {fields.map((field, index) => (
              <div key={field.key} className="document-row">
                <Form.Item
                  name={field.name}
                  rules={[optionalRule(documentUrls.element, tk)]}
                  className="document-input"
                >
                  <Input
                    type="url"
                    inputMode="url"
                    dir="ltr"
                    aria-label={`${t("ev.ver.documents")} ${index + 1}`}
                  />
                </Form.Item>
                {fields.length > 1 ? (
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`${t("ev.delete")} ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                ) : null}
              </div>
            ))}
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add("")} disabled={fields.length >= 10}>
              {t("ev.ver.addDocument")}
            </Button>
          </fieldset>
        )}
      </Form.List>
      <Form.Item
        name="contactPhone"
        label={t("ev.ver.contact")}
        rules={[optionalRule(contactPhone.unwrap(), tk)]}
      >
        <Input type="tel" autoComplete="tel" dir="ltr" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t("ev.ver.send")}
      </Button>
    </Form>
  );
}
