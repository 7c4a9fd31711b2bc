import type { TTicketTypeView } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Form from "antd/es/form";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Skeleton from "antd/es/skeleton";
import { useEffect } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { formatMoney, minorPerMajor } from "../shared/money";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { useFairMarketValues, useSetFairMarketValue } from "./fair-market-value-api";

interface Values {
  ticketTypeId: string | undefined;
  /** In major units (dollars); empty clears the value. */
  fairMarketValue: number | null;
}

/**
 * What one ticket's benefit (a gala's dinner) is worth, per priced ticket type: US receipts state it
 * and the deductible remainder.
 */
export function FairMarketValueForm({
  eventId,
  types,
}: {
  eventId: string;
  types: readonly TTicketTypeView[];
}) {
  const { t, locale } = useI18n();
  const values = useFairMarketValues(eventId);
  const save = useSetFairMarketValue(eventId);
  const report = useTicketErrorPolicy();
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch("ticketTypeId", form);
  const priced = types.filter((type) => type.price > 0 || type.payWhatYouWant);
  const stated = new Map(values.data?.items.map((v) => [v.ticketTypeId, v.fairMarketValue]) ?? []);
  const type = priced.find((p) => p.id === chosen);
  const current = type ? (stated.get(type.id) ?? null) : null;
  const currency = type?.currency ?? "USD";

  // Choosing a type shows the value it states, to change or clear.
  useEffect(() => {
    form.setFieldValue("fairMarketValue", current === null ? null : current / minorPerMajor(currency));
  }, [current, currency, form]);

  if (values.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (priced.length === 0) return <p className="muted">{t("tk.fmv.none")}</p>;

  const onFinish = ({ ticketTypeId, fairMarketValue: major }: Values) => {
    const selected = priced.find((p) => p.id === ticketTypeId);
    if (!selected) return;
    const fairMarketValue = major == null ? null : Math.round(major * minorPerMajor(selected.currency));
    save.mutate(
      { ticketTypeId: selected.id, fairMarketValue },
      {
        onSuccess: () => toast.success("tk.fmv.saved"),
        onError: (error) => report(error, { form, fallback: "tk.fmv.failed" }),
      },
    );
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
      <p className="muted">{t("tk.fmv.lead")}</p>
      <Form.Item
        name="ticketTypeId"
        label={t("tk.fmv.type")}
        rules={[{ required: true, message: t("tk.fmv.err.type") }]}
      >
        <Select
          options={priced.map((p) => ({
            value: p.id,
            label: stated.has(p.id)
              ? `${p.name} · ${formatMoney(stated.get(p.id)!, p.currency, locale)}`
              : p.name,
          }))}
        />
      </Form.Item>
      <Form.Item name="fairMarketValue" label={t("tk.fmv.value", { currency })} extra={t("tk.fmv.help")}>
        <InputNumber min={0} precision={2} className="full-width" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t("tk.fmv.save")}
      </Button>
    </Form>
  );
}
