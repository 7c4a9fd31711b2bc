import { type TCharityDetails, ZCharityDetails } from "@mawid/contracts/identity";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Skeleton from "antd/es/skeleton";
import { useEffect } from "react";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { useFormCheck } from "../../shared/forms/use-form-check";
import { useI18n } from "../../shared/i18n/i18n-context";
import { toast } from "../../shared/ui/toast";
import { useCharityDetails, useSaveCharityDetails } from "./charity-api";

interface Values {
  charityName: string;
  charityNumber: string;
}

/** An empty field clears the detail. */
const toDetails = (values: Values): TCharityDetails => ({
  charityName: values.charityName?.trim() || null,
  charityNumber: values.charityNumber?.trim() || null,
});

/** The charity name and registration number the organisation's donation receipts print. */
export function CharityDetailsCard({ organizationId }: { organizationId: string }) {
  const { t } = useI18n();
  const check = useFormCheck();
  const details = useCharityDetails(organizationId);
  const save = useSaveCharityDetails(organizationId);
  const report = useErrorPolicy();
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (details.data)
      form.setFieldsValue({
        charityName: details.data.charityName ?? "",
        charityNumber: details.data.charityNumber ?? "",
      });
  }, [details.data, form]);

  const onFinish = (values: Values) => {
    const details = check(ZCharityDetails, toDetails(values), form);
    if (!details) return;
    save.mutate(details, {
      onSuccess: () => toast.success("orgSettings.charity.saved"),
      onError: (error) => report(error, { form, fallback: "orgSettings.charity.failed" }),
    });
  };

  return (
    <Card title={<h2 className="card-heading">{t("orgSettings.charity.title")}</h2>}>
      <p className="field-note">{t("orgSettings.charity.lead")}</p>
      {details.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item name="charityName" label={t("orgSettings.charity.name")}>
            <Input autoComplete="organization" maxLength={160} />
          </Form.Item>
          <Form.Item
            name="charityNumber"
            label={t("orgSettings.charity.number")}
            extra={t("orgSettings.charity.numberHelp")}
          >
            <Input maxLength={30} dir="ltr" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t("orgSettings.charity.save")}
          </Button>
        </Form>
      )}
    </Card>
  );
}
