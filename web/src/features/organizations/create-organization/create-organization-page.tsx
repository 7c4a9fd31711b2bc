import { ZCreateOrganizationRequest, type TOrganizationKind } from "@mawid/contracts/identity";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { toast } from "../../../shared/ui/toast";
import { useAuth } from "../../auth/auth-context";
import { createOrganization } from "../organizations-api";
import { browserCountry, countryOptions } from "./country-options";

interface Values {
  name: string;
  kind: TOrganizationKind;
  city?: string;
  country?: string;
  website?: string;
}

const KINDS: readonly TOrganizationKind[] = ["masjid", "school", "organization"];

/**
 * /organization/new: a signed-in person registers their masjid, school or organisation and becomes
 * its owner; their session is read again so the new role opens the host's screens at once.
 */
export default function CreateOrganizationPage() {
  const { t, locale } = useI18n();
  const check = useFormCheck();
  const { reload } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const report = useErrorPolicy();
  const [form] = Form.useForm<Values>();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const create = useMutation({ mutationFn: createOrganization });

  const onFinish = (values: Values) => {
    const request = check(
      ZCreateOrganizationRequest,
      {
        name: values.name ?? "",
        kind: values.kind,
        city: values.city?.trim() || undefined,
        country: values.country || undefined,
        website: values.website?.trim() || undefined,
      },
      form,
    );
    if (!request) return;
    create.mutate(request, {
      onSuccess: async (organization) => {
        await reload();
        toast.success({ raw: t("org.new.created", { name: organization.name }) });
        navigate(from ?? "/create-event", { replace: true });
      },
      onError: (error) => report(error, { form, fallback: "org.new.failed" }),
    });
  };

  return (
    <div className="container page narrow">
      <PageHeader title={t("page.createOrganization")} subtitle={t("org.new.lead")} />
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          initialValues={{ kind: "masjid", country: browserCountry(navigator.language) ?? undefined }}
        >
          <Form.Item name="name" label={t("org.new.name")}>
            <Input autoComplete="organization" maxLength={120} />
          </Form.Item>
          <Form.Item name="kind" label={t("org.new.kind")}>
            <Radio.Group options={KINDS.map((k) => ({ value: k, label: t(`org.kind.${k}`) }))} />
          </Form.Item>
          <Form.Item name="city" label={t("org.new.city")}>
            <Input autoComplete="address-level2" maxLength={120} />
          </Form.Item>
          <Form.Item name="country" label={t("org.new.country")} extra={t("org.new.countryHelp")}>
            <Select
              showSearch={{ optionFilterProp: "label" }}
              allowClear
              options={countries}
              placeholder={t("org.new.countryPlaceholder")}
            />
          </Form.Item>
          <Form.Item name="website" label={t("org.new.website")}>
            <Input inputMode="url" dir="ltr" placeholder="https://" maxLength={300} />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={create.isPending}>
            {t("org.new.submit")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
