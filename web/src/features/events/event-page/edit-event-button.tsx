import type { TEvent } from "@mawid/contracts/events";
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

type Values = Pick<TEvent, "title" | "description" | "category" | "audience" | "visibility" | "capacity">;

/** The event's basics in a drawer, saved with PATCH: only what changed is sent. */
export function EditEventButton({ event }: { event: TEvent }) {
  const { t } = useI18n();
  const report = useErrorPolicy();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const update = useEventChange((values: Partial<Values>) => updateEvent(event.id, values));
  const onFinish = (values: Values) => {
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => event[key as keyof Values] !== (value ?? null)),
    );
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
        <Form form={form} layout="vertical" requiredMark={false} initialValues={event} onFinish={onFinish}>
          <BasicsFields withOrganization={false} />
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t("ev.save")}
          </Button>
        </Form>
      </Drawer>
    </>
  );
}
