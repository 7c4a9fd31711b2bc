import { ZCreatePromoCodeRequest, ZPromoCodeText } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Form, { type Rule } from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { minorPerMajor } from "../shared/money";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { useCreatePromoCode } from "./promo-code-queries";
import { INITIAL_VALUES, type PromoCodeValues, randomCode, toCreateRequest } from "./promo-code-values";

interface Props {
  eventId: string;
  /** The event's tickets' currency; null until a priced ticket type exists. */
  currency: string | null;
  timeZone: string;
}

/**
 * A new promo code: its text, a percentage or a fixed amount off each priced ticket, how many orders
 * may use it and when. The contract's schema checks the whole before it is sent; a code the event
 * already has comes back from the service onto the code's field.
 */
export function PromoCodeForm({ eventId, currency, timeZone }: Props) {
  const { t, tk } = useI18n();
  const check = useFormCheck();
  const report = useTicketErrorPolicy();
  const create = useCreatePromoCode(eventId);
  const [form] = Form.useForm<PromoCodeValues>();
  const kind = Form.useWatch(["discount", "kind"], form);
  const perMajor = currency ? minorPerMajor(currency) : 100;

  // the contract's own check, so the field says its exact words as soon as it is left
  const codeRule: Rule = {
    validator: async (_, value: string | undefined) => {
      const checked = ZPromoCodeText.safeParse(value ?? "");
      if (!checked.success) throw new Error(tk(checked.error.issues[0]!.message));
    },
  };

  const onFinish = (values: PromoCodeValues) => {
    const request = toCreateRequest(values, currency, timeZone);
    if (!check(ZCreatePromoCodeRequest, request, form)) return;
    create.mutate(request, {
      onSuccess: (created) => {
        toast.success({ raw: t("tk.promo.created", { code: created.code }) });
        form.resetFields();
      },
      onError: (error) => report(error, { form, fallback: "tk.promo.createFailed" }),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      name="promo-code"
      initialValues={INITIAL_VALUES}
      onFinish={onFinish}
    >
      <p className="muted">{t("tk.promo.lead")}</p>
      <Form.Item
        name="code"
        label={t("tk.promo.code")}
        extra={t("tk.promo.codeNote")}
        rules={[codeRule]}
        validateTrigger="onBlur"
        // shown as the service will keep it
        normalize={(value: string) => value.toUpperCase()}
      >
        <Input
          maxLength={32}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          suffix={
            <Button
              size="small"
              type="link"
              onClick={() => form.setFields([{ name: "code", value: randomCode(), errors: [] }])}
            >
              {t("tk.promo.generate")}
            </Button>
          }
        />
      </Form.Item>
      <Form.Item
        name={["discount", "kind"]}
        label={t("tk.promo.kind")}
        extra={currency === null ? t("tk.promo.fixedNeedsPrice") : undefined}
      >
        <Radio.Group
          options={[
            { value: "percentage", label: t("tk.promo.kindPercent") },
            { value: "fixed", label: t("tk.promo.kindFixed"), disabled: currency === null },
          ]}
        />
      </Form.Item>
      <div className="form-row">
        {kind === "fixed" && currency !== null ? (
          <Form.Item
            name={["discount", "amount"]}
            label={t("tk.promo.amount", { currency })}
            rules={[{ required: true, message: t("tk.promo.err.amount") }]}
          >
            <InputNumber
              min={1 / perMajor}
              precision={Math.round(Math.log10(perMajor))}
              className="full-width"
            />
          </Form.Item>
        ) : (
          <Form.Item
            name={["discount", "percent"]}
            label={t("tk.promo.percent")}
            rules={[{ required: true, message: t("tk.promo.err.percent") }]}
          >
            <InputNumber min={1} max={100} precision={0} suffix="%" className="full-width" />
          </Form.Item>
        )}
        <Form.Item name="maxUses" label={t("tk.promo.maxUses")} extra={t("tk.promo.maxUsesNote")}>
          <InputNumber min={1} max={1_000_000} precision={0} className="full-width" />
        </Form.Item>
        <Form.Item
          name="validFrom"
          label={t("tk.promo.validFrom")}
          extra={t("tk.host.zone", { zone: timeZone })}
        >
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="validUntil" label={t("tk.promo.validUntil")} extra={t("tk.promo.windowNote")}>
          <Input type="datetime-local" />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t("tk.promo.create")}
      </Button>
    </Form>
  );
}
