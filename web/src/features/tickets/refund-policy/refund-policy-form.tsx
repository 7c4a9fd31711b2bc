import { type TRefundPolicy, ZRefundPolicy } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Form from "antd/es/form";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import { useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { useSetRefundPolicy } from "./refund-policy-api";

interface Values {
  kind: TRefundPolicy["kind"];
  hoursBeforeStart: number | null;
}

const QUICK_CHOICES: ReadonlyArray<{ hours: number; label: MessageKey }> = [
  { hours: 24, label: "tk.refund.quick24" },
  { hours: 48, label: "tk.refund.quick48" },
  { hours: 7 * 24, label: "tk.refund.quick7d" },
];

/** What the hours field offers when an event without refunds starts to allow them. */
const SUGGESTED_HOURS = 48;

const toPolicy = (v: Values): TRefundPolicy =>
  v.kind === "none" ? { kind: "none" } : { kind: "full", hoursBeforeStart: v.hoursBeforeStart ?? 0 };

/** The owners' and admins' choice: no refunds, or full refunds until some hours before the start. */
export function RefundPolicyForm({ eventId, policy }: { eventId: string; policy: TRefundPolicy }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch("kind", form) ?? policy.kind;
  const hours = Form.useWatch("hoursBeforeStart", form);
  const save = useSetRefundPolicy(eventId);
  const report = useTicketErrorPolicy();
  const [saved, setSaved] = useState(false);

  const onFinish = (values: Values) => {
    setSaved(false);
    save.mutate(toPolicy(values), {
      onSuccess: () => setSaved(true),
      onError: (error) => report(error, { form, fallback: "tk.refund.saveFailed" }),
    });
  };
  const choose = (value: number) => {
    setSaved(false);
    form.setFields([{ name: "hoursBeforeStart", value, errors: [] }]);
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        kind: policy.kind,
        hoursBeforeStart: policy.kind === "full" ? policy.hoursBeforeStart : SUGGESTED_HOURS,
      }}
      onValuesChange={() => setSaved(false)}
      onFinish={onFinish}
    >
      <fieldset className="plain-fieldset">
        <legend>{t("tk.refund.choice")}</legend>
        <Form.Item name="kind" noStyle>
          <Radio.Group
            className="refund-choices"
            options={[
              { value: "none", label: t("tk.refund.choiceNone") },
              { value: "full", label: t("tk.refund.choiceFull") },
            ]}
          />
        </Form.Item>
      </fieldset>
      {kind === "full" ? (
        <>
          <fieldset className="plain-fieldset">
            <legend className="small">{t("tk.refund.quick")}</legend>
            <div className="refund-quick">
              {QUICK_CHOICES.map((choice) => (
                <Button
                  key={choice.hours}
                  size="small"
                  aria-pressed={hours === choice.hours}
                  type={hours === choice.hours ? "primary" : "default"}
                  onClick={() => choose(choice.hours)}
                >
                  {t(choice.label)}
                </Button>
              ))}
            </div>
          </fieldset>
          <Form.Item
            name="hoursBeforeStart"
            label={t("tk.refund.hours")}
            extra={t("tk.refund.hoursHelp")}
            rules={[
              {
                // the contract's own bounds, with a sentence a host can act on instead of zod's
                validator: async (_rule, value: number | null) => {
                  const parsed = ZRefundPolicy.safeParse({ kind: "full", hoursBeforeStart: value });
                  if (!parsed.success) throw new Error(t("tk.refund.err.hours"));
                },
              },
            ]}
          >
            <InputNumber inputMode="numeric" step={1} className="full-width" />
          </Form.Item>
        </>
      ) : null}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t("tk.refund.save")}
      </Button>
      <p className="refund-saved" role="status">
        {saved ? t("tk.refund.saved") : null}
      </p>
    </Form>
  );
}
