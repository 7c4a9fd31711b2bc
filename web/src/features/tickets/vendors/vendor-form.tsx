import { localDate } from "@mawid/contracts/events";
import { type TAddVendorRequest, ZAddVendorRequest, ZCalendarDate } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Form, { type Rule } from "antd/es/form";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import { useState } from "react";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { zodRule } from "../../auth/form-rules";
import { optionalRule } from "../../events/shared/optional-rule";
import { useRequired } from "../../events/shared/use-required";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { calendarDay } from "../../events/shared/zoned-format";
import { useAddVendor } from "./vendor-queries";
import { toAddVendorRequest, type VendorValues } from "./vendor-values";

const { shape } = ZAddVendorRequest;

/**
 * A new marketplace vendor with its halal certificate. The service has no way to change or remove a
 * vendor, so the host confirms what they typed before it is sent.
 */
export function VendorForm({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const { t, tk, locale } = useI18n();
  const required = useRequired();
  const check = useFormCheck();
  const report = useTicketErrorPolicy();
  const add = useAddVendor(eventId);
  const [form] = Form.useForm<VendorValues>();
  const [asked, setAsked] = useState<TAddVendorRequest | null>(null);

  // only a warning: a host may record a lapsed certificate, whose vendor's food is then not offered.
  // Today is the event's; the service judges by the UTC day, at most hours apart at a day's edge.
  const lapsed: Rule = {
    warningOnly: true,
    validator: async (_rule, day?: string) => {
      if (day && day < localDate(new Date(), timeZone)) throw new Error(t("tk.vendor.lapsed"));
    },
  };

  const onFinish = (values: VendorValues) => {
    const request = check(ZAddVendorRequest, toAddVendorRequest(values), form);
    if (request) setAsked(request);
  };

  const onConfirm = () => {
    if (!asked) return;
    add.mutate(asked, {
      onSuccess: (vendor) => {
        toast.success({ raw: t("tk.vendor.added", { name: vendor.name }) });
        form.resetFields();
      },
      onError: (error) => report(error, { form, fallback: "tk.vendor.addFailed" }),
    });
    setAsked(null);
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} name="vendor" onFinish={onFinish}>
      <div className="form-row">
        <Form.Item name="name" label={t("tk.vendor.name")} rules={[required]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="contactName" label={t("tk.vendor.contactName")}>
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="contactEmail"
          label={t("tk.vendor.contactEmail")}
          rules={[optionalRule(shape.contactEmail, tk)]}
        >
          <Input type="email" inputMode="email" maxLength={254} dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={t("tk.vendor.contactPhone")}
          rules={[optionalRule(shape.contactPhone, tk)]}
        >
          <Input type="tel" inputMode="tel" maxLength={24} dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="certificationBody" label={t("tk.vendor.body")} rules={[required]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="certificateNumber" label={t("tk.vendor.number")} rules={[required]}>
          <Input maxLength={64} dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="certificateExpiresOn"
          label={t("tk.vendor.expiresOn")}
          extra={t("tk.vendor.expiresOnHelp")}
          rules={[required, zodRule(ZCalendarDate, tk), lapsed]}
        >
          <Input type="date" />
        </Form.Item>
      </div>
      <Popconfirm
        open={asked !== null}
        title={t("tk.vendor.confirm", {
          name: asked?.name ?? "",
          body: asked?.certificationBody ?? "",
          date: asked ? calendarDay(asked.certificateExpiresOn, locale) : "",
        })}
        description={t("tk.vendor.final")}
        okText={t("tk.vendor.addVendor")}
        cancelText={t("tk.vendor.back")}
        onConfirm={onConfirm}
        onCancel={() => setAsked(null)}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
      >
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t("tk.vendor.addVendor")}
        </Button>
      </Popconfirm>
    </Form>
  );
}
