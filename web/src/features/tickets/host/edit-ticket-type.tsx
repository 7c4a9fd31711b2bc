import { type TTicketTypeView, ZUpdateTicketTypeRequest } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Radio from "antd/es/radio";
import { useState } from "react";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { toAppError } from "../../../shared/http/app-error";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { useRequired } from "../../events/shared/use-required";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { type EditTicketTypeValues, initialEditValues, toUpdateRequest } from "./edit-ticket-type-values";
import { useUpdateTicketType } from "./update-ticket-type-api";

interface Props {
  eventId: string;
  /** The event's: the end of sales is typed on the venue's clock. */
  timeZone: string;
  type: TTicketTypeView;
}

/**
 * Changes a ticket type already on sale: its places, and when its sales end (with the event, at a
 * moment chosen, or now). Both can be changed back, so nothing asks twice.
 */
export function EditTicketType(props: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const title = t("tk.edit.title", { name: props.type.name });
  return (
    <>
      <Button size="small" aria-label={title} onClick={() => setOpen(true)}>
        {t("tk.edit.open")}
      </Button>
      <Modal open={open} title={title} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <EditTicketTypeForm {...props} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

/** Mounted with each opening, so it starts from the type as it is now, not from an edit given up. */
function EditTicketTypeForm({ eventId, timeZone, type, onDone }: Props & { onDone: () => void }) {
  const { t, tk } = useI18n();
  const check = useFormCheck();
  const required = useRequired();
  const report = useTicketErrorPolicy();
  const update = useUpdateTicketType(eventId, type.id);
  const [form] = Form.useForm<EditTicketTypeValues>();
  const sales = Form.useWatch("sales", form);

  const onFinish = (values: EditTicketTypeValues) => {
    const request = toUpdateRequest(values, type, timeZone, new Date());
    // the service refuses a change of nothing; the host has nothing to save
    if (Object.keys(request).length === 0) return onDone();
    if (!check(ZUpdateTicketTypeRequest, request, form)) return;
    update.mutate(request, {
      onSuccess: () => {
        toast.success("tk.edit.saved");
        onDone();
      },
      onError: (error) => {
        report(error, { form, fallback: "tk.edit.failed" });
        // closing now a type whose sales start later is refused on salesEnd, a field only "Sales end
        // at" shows: the choice the host made carries it instead
        const salesEnd = toAppError(error).fields.salesEnd;
        if (salesEnd && values.sales !== "at") form.setFields([{ name: "sales", errors: [tk(salesEnd)] }]);
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      name={`edit-ticket-type-${type.id}`}
      initialValues={initialEditValues(type, timeZone)}
      onFinish={onFinish}
    >
      <Form.Item
        name="capacity"
        label={t("tk.edit.places")}
        extra={t("tk.edit.placesHelp", { capacity: type.capacity })}
        rules={[required]}
      >
        {/* a modal sits outside the page, where the tickets screens' classes do not reach */}
        <InputNumber min={1} max={1_000_000} precision={0} style={{ inlineSize: "100%" }} />
      </Form.Item>
      <Form.Item
        name="sales"
        label={t("tk.edit.sales")}
        extra={sales === "now" ? t("tk.edit.closeNowNote") : undefined}
      >
        {/* a label names a field, not a group: the group carries its own name */}
        <Radio.Group
          vertical
          aria-label={t("tk.edit.sales")}
          options={[
            { value: "event", label: t("tk.edit.untilEvent") },
            { value: "at", label: t("tk.edit.endAt") },
            { value: "now", label: t("tk.edit.closeNow") },
          ]}
        />
      </Form.Item>
      {sales === "at" ? (
        <Form.Item
          name="salesEnd"
          label={t("tk.edit.endAtField")}
          extra={t("tk.host.zone", { zone: timeZone })}
          rules={[required]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      ) : null}
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t("tk.edit.save")}
        </Button>
        <Button onClick={onDone}>{t("tk.edit.cancel")}</Button>
      </Flex>
    </Form>
  );
}
