import { type TCreateAddOnRequest, type TVendorView, ZCreateAddOnRequest } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Popconfirm from "antd/es/popconfirm";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import { useState } from "react";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { useRequired } from "../../events/shared/use-required";
import { formatMoney, minorPerMajor } from "../shared/money";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { useCreateAddOn } from "./add-on-queries";
import { type AddOnValues, initialAddOnValues, SOLD_BY_US, toCreateAddOnRequest } from "./add-on-values";

interface Props {
  eventId: string;
  /** The event's ticket currency: an order is paid in one currency, so its add-ons take it too. */
  currency: string;
  /** The event's vendors; undefined while they load. */
  vendors: readonly TVendorView[] | undefined;
}

/**
 * A new meal or piece of merchandise, sold by the host or by one of the event's vendors whose halal
 * certificate is valid (an expired one's meals would not be offered). The service has no way to
 * change or remove an add-on, so the host confirms it before it is sent.
 */
export function AddOnForm({ eventId, currency, vendors }: Props) {
  const { t, locale } = useI18n();
  const required = useRequired();
  const check = useFormCheck();
  const report = useTicketErrorPolicy();
  const create = useCreateAddOn(eventId);
  const [form] = Form.useForm<AddOnValues>();
  const [asked, setAsked] = useState<TCreateAddOnRequest | null>(null);
  const sellers = vendors?.filter((v) => v.certificateValid) ?? [];
  const lapsed = (vendors?.length ?? 0) > sellers.length;

  const onFinish = (values: AddOnValues) => {
    const request = check(ZCreateAddOnRequest, toCreateAddOnRequest(values), form);
    if (request) setAsked(request);
  };

  const onConfirm = () => {
    if (!asked) return;
    create.mutate(asked, {
      onSuccess: (addOn) => {
        toast.success({ raw: t("tk.addon.added", { name: addOn.name }) });
        form.resetFields();
      },
      onError: (error) => report(error, { form, fallback: "tk.addon.addFailed" }),
    });
    setAsked(null);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      name="add-on"
      initialValues={initialAddOnValues(currency)}
      onFinish={onFinish}
    >
      <Form.Item name="name" label={t("tk.addon.name")} rules={[required]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="description" label={t("tk.addon.description")}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Form.Item name="kind" label={t("tk.addon.kind")}>
        <Radio.Group
          aria-label={t("tk.addon.kind")}
          options={[
            { value: "meal", label: t("tk.addon.meal") },
            { value: "merchandise", label: t("tk.addon.merchandise") },
          ]}
        />
      </Form.Item>
      <div className="form-row">
        <Form.Item name="price" label={t("tk.addon.price", { currency })} rules={[required]}>
          <InputNumber
            min={0}
            precision={Math.round(Math.log10(minorPerMajor(currency)))}
            className="full-width"
          />
        </Form.Item>
        {/* shown, not chosen: the service's refusal of the currency has a field to land on */}
        <Form.Item name="currency" label={t("tk.addon.currency")} extra={t("tk.addon.currencyNote")}>
          <Input disabled dir="ltr" />
        </Form.Item>
        <Form.Item name="stock" label={t("tk.addon.stock")} rules={[required]}>
          <InputNumber min={1} max={1_000_000} precision={0} className="full-width" />
        </Form.Item>
        <Form.Item name="maxPerOrder" label={t("tk.addon.maxPerOrder")} rules={[required]}>
          <InputNumber min={1} max={100} precision={0} className="full-width" />
        </Form.Item>
      </div>
      {/* named as the contract's field, so the service's refusal of the vendor shows on this select */}
      <Form.Item
        name="vendorId"
        label={t("tk.addon.seller")}
        extra={lapsed ? t("tk.addon.lapsedVendors") : undefined}
      >
        <Select
          loading={vendors === undefined}
          options={[
            { value: SOLD_BY_US, label: t("tk.addon.soldByUs") },
            ...sellers.map((v) => ({ value: v.id, label: v.name })),
          ]}
        />
      </Form.Item>
      <Popconfirm
        open={asked !== null}
        title={t("tk.addon.confirm", {
          name: asked?.name ?? "",
          price: asked ? formatMoney(asked.price, currency, locale) : "",
          stock: asked?.stock ?? 0,
        })}
        description={t("tk.addon.final")}
        okText={t("tk.addon.add")}
        cancelText={t("tk.addon.back")}
        onConfirm={onConfirm}
        onCancel={() => setAsked(null)}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
      >
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t("tk.addon.add")}
        </Button>
      </Popconfirm>
    </Form>
  );
}
