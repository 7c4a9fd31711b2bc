import { ZCancelRequest } from "@mawid/contracts/events";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import { useState } from "react";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { zodRule } from "../../auth/form-rules";
import { cancelEvent } from "../shared/event-api";
import { useEventChange } from "../shared/event-queries";
import { useRequired } from "../shared/use-required";

/** Cancelling asks for a reason: ticket holders are told it. */
export function CancelEventButton({ eventId }: { eventId: string }) {
  const { t, tk } = useI18n();
  const required = useRequired();
  const report = useErrorPolicy();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useEventChange((reason: string) => cancelEvent(eventId, { reason }));
  const onFinish = ({ reason }: { reason: string }) =>
    cancel.mutate(reason, {
      onSuccess: () => {
        setOpen(false);
        toast.success("ev.cancelled");
      },
      onError: (error) => report(error, { form, fallback: "ev.actionFailed" }),
    });
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t("ev.cancel")}
      </Button>
      <Modal
        open={open}
        title={t("ev.cancel")}
        okText={t("ev.cancel")}
        okButtonProps={{ danger: true, loading: cancel.isPending }}
        cancelText={t("ev.close")}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t("ev.cancelNote")}</p>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
          <Form.Item
            name="reason"
            label={t("ev.f.reason")}
            rules={[required, zodRule(ZCancelRequest.shape.reason, tk)]}
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
