import { ZRejectRequest } from "@mawid/contracts/events";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { zodRule } from "../../auth/form-rules";
import { useReject } from "./approvals-queries";

/** Rejecting needs a reason: the host reads it on the event and fixes what it names. */
export function RejectDialog({
  event,
  onClose,
}: {
  event: { id: string; title: string };
  onClose: () => void;
}) {
  const { t, tk } = useI18n();
  const report = useErrorPolicy();
  const reject = useReject();
  const [form] = Form.useForm<{ reason: string }>();
  const onFinish = ({ reason }: { reason: string }) =>
    reject.mutate(
      { id: event.id, reason },
      {
        onSuccess: () => {
          toast.success("ev.rejected");
          onClose();
        },
        onError: (error) => report(error, { form, fallback: "ev.actionFailed" }),
      },
    );
  return (
    <Modal
      open
      title={t("ev.rejectTitle", { title: event.title })}
      okText={t("ev.reject")}
      okButtonProps={{ danger: true, loading: reject.isPending }}
      cancelText={t("ev.close")}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          name="reason"
          label={t("ev.f.reason")}
          rules={[
            { required: true, whitespace: true, message: t("ev.reasonRequired") },
            zodRule(ZRejectRequest.shape.reason, tk),
          ]}
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
