import type { TEvent, TUpdateEventRequest } from "@mawid/contracts/events";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Form from "antd/es/form";
import { useState } from "react";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { BasicsFields } from "../shared/basics-fields";
import { updateEvent } from "../shared/event-api";
import { useEventChange } from "../shared/event-queries";
import { PlaceFields } from "../shared/place-fields";
import { WhenFields } from "../shared/when-fields";
import { changesOf, type EditValues, toEditValues } from "./edit-values";

/** The event's basics, times and place in a drawer, saved with PATCH: only what changed is sent. */
export function EditEventButton({ event }: { event: TEvent }) {
  const { t } = useI18n();
  const report = useErrorPolicy();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<EditValues>();
  const update = useEventChange((values: Partial<TUpdateEventRequest>) =>
    updateEvent(event.id, values as TUpdateEventRequest),
  );
  const onFinish = (values: EditValues) => {
    const changed = changesOf(event, { ...toEditValues(event), ...values });
    if (Object.keys(changed).length === 0) return setOpen(false);
    update.mutate(changed, {
      onSuccess: () => {
        setOpen(false);
        toast.success("ev.saved");
      },
      onError: (error) => report(error, { form, fallback: "ev.actionFailed" }),
    });
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("ev.edit")}</Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t("ev.edit")} destroyOnHidden size="large">
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={toEditValues(event)}
          onFinish={onFinish}
        >
          <BasicsFields withOrganization={false} />
          <WhenFields />
          <PlaceFields organizationId={event.organizationId} offerSave={false} />
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t("ev.save")}
          </Button>
        </Form>
      </Drawer>
    </>
  );
}
