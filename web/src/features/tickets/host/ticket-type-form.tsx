import type { TEvent } from "@mawid/contracts/events";
import { ZCreateTicketTypeRequest } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { audienceKey } from "../../events/shared/labels";
import { useRequired } from "../../events/shared/use-required";
import { FeatureGate } from "../shared/feature-gate";
import { useOrganizationFeatures } from "../shared/organization-features";
import { SECTION_ORDER } from "../shared/section-order";
import { ticketTypesKey } from "../shared/ticket-queries";
import { createTicketType } from "../shared/ticket-types-api";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { currencyOptions } from "./currency-options";
import { PricePhasesFields } from "./price-phases-fields";
import { INITIAL_VALUES, type TicketTypeValues, toCreateRequest } from "./ticket-type-values";

/**
 * A new ticket type: its section and price, seats, family group, sales window, per-order limits and
 * price phases. Family, donor and hidden tickets are special ticket types and price phases dynamic
 * pricing: without them in the plan, the plan's gate shows in their place. The contract's schema checks the whole before it is sent.
 * `currency` is the event's ticket types' own, which a new one must take; `suggested`, the host's
 * country's, for the first one.
 */
export function TicketTypeForm({
  event,
  currency,
  suggested,
}: {
  event: TEvent;
  currency: string | null;
  suggested: string | null;
}) {
  const { t, locale } = useI18n();
  const check = useFormCheck();
  const currencies = useMemo(() => currencyOptions(locale), [locale]);
  const required = useRequired();
  const report = useTicketErrorPolicy();
  const client = useQueryClient();
  const has = useOrganizationFeatures(event.organizationId);
  const [form] = Form.useForm<TicketTypeValues>();
  const hidden = Form.useWatch("hidden", form);
  const initialValues = { ...INITIAL_VALUES, currency: currency ?? suggested ?? INITIAL_VALUES.currency };
  // what the currency rests on can arrive after the form: the event's types' currency is then the
  // only one, and the country's is taken unless the host has already chosen
  useEffect(() => {
    if (currency !== null) form.setFieldValue("currency", currency);
    else if (suggested !== null && !form.isFieldTouched("currency"))
      form.setFieldValue("currency", suggested);
  }, [currency, suggested, form]);
  const create = useMutation({
    mutationFn: (v: TicketTypeValues) => createTicketType(event.id, toCreateRequest(v, event.timeZone)),
  });
  const sections = SECTION_ORDER.filter(
    (s) => has("gender_segregated_ticketing") || (s !== "brothers" && s !== "sisters"),
  );

  const onFinish = (v: TicketTypeValues) => {
    if (!check(ZCreateTicketTypeRequest, toCreateRequest(v, event.timeZone), form)) return;
    create.mutate(v, {
      onSuccess: async (created) => {
        toast.success("tk.host.created");
        form.resetFields();
        await client.invalidateQueries({ queryKey: ticketTypesKey(event.id) });
        if (created.hidden) toast.info("tk.host.hiddenNote");
      },
      onError: (error) => report(error, { form, fallback: "tk.host.createFailed" }),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      name="ticket-type"
      initialValues={initialValues}
      onFinish={onFinish}
    >
      <Form.Item name="name" label={t("tk.host.name")} rules={[required]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="description" label={t("tk.host.description")}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <div className="form-row">
        <Form.Item name="section" label={t("tk.ticket.section")} rules={[required]}>
          <Select options={sections.map((s) => ({ value: s, label: t(audienceKey(s)) }))} />
        </Form.Item>
        <Form.Item name="capacity" label={t("tk.host.capacity")} rules={[required]}>
          <InputNumber min={1} precision={0} className="full-width" />
        </Form.Item>
        <Form.Item name="price" label={t("tk.host.price")} extra={t("tk.host.priceNote")} rules={[required]}>
          <InputNumber min={0} className="full-width" />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t("tk.host.currency")}
          rules={[required]}
          extra={currency === null ? undefined : t("tk.host.currencyFixed", { currency })}
        >
          <Select
            showSearch={{ optionFilterProp: "label" }}
            options={currencies}
            disabled={currency !== null}
          />
        </Form.Item>
        <Form.Item name="minPerOrder" label={t("tk.host.minPerOrder")} rules={[required]}>
          <InputNumber min={1} max={100} precision={0} className="full-width" />
        </Form.Item>
        <Form.Item name="maxPerOrder" label={t("tk.host.maxPerOrder")} rules={[required]}>
          <InputNumber min={1} max={100} precision={0} className="full-width" />
        </Form.Item>
        <Form.Item
          name="salesStart"
          label={t("tk.host.salesStart")}
          extra={t("tk.host.zone", { zone: event.timeZone })}
        >
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="salesEnd" label={t("tk.host.salesEnd")}>
          <Input type="datetime-local" />
        </Form.Item>
      </div>
      <Form.Item name="feePaidBy" label={t("tk.host.feePaidBy")}>
        <Radio.Group
          options={[
            { value: "buyer", label: t("tk.host.feeBuyer") },
            { value: "host", label: t("tk.host.feeHost") },
          ]}
        />
      </Form.Item>
      {has("dynamic_pricing") ? (
        <PricePhasesFields timeZone={event.timeZone} />
      ) : (
        <FeatureGate feature="dynamic_pricing" what={t("tk.phase.gate")} />
      )}
      {has("special_ticket_types") ? (
        <>
          <Form.Item name="groupSize" label={t("tk.host.groupSize")} extra={t("tk.host.groupSizeNote")}>
            <InputNumber min={1} max={20} precision={0} />
          </Form.Item>
          <Form.Item name="payWhatYouWant" valuePropName="checked">
            <Checkbox>{t("tk.host.payWhatYouWant")}</Checkbox>
          </Form.Item>
          <Form.Item name="hidden" valuePropName="checked">
            <Checkbox>{t("tk.host.hidden")}</Checkbox>
          </Form.Item>
          {hidden ? (
            <Form.Item name="accessCode" label={t("tk.host.accessCode")} rules={[required]}>
              <Input maxLength={64} dir="ltr" autoComplete="off" />
            </Form.Item>
          ) : null}
        </>
      ) : (
        <FeatureGate feature="special_ticket_types" what={t("tk.gate.special")} />
      )}
      <Button type="primary" htmlType="submit" loading={create.isPending} className="spaced">
        {t("tk.host.add")}
      </Button>
    </Form>
  );
}
