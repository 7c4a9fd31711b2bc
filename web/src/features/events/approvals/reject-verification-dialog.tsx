import { ZRejectVerificationRequest } from "@mawid/contracts/events";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { zodRule } from "../../auth/form-rules";
import { useDecideVerification } from "./host-verification-api";

/** Refusing a host needs a reason: the organisation reads it and may ask again. */
export function RejectVerificationDialog({
  organizationId,
  name,
  onClose,
}: {
  organizationId: string;
  name: string;
  onClose: () => void;
}) {
  const { t, tk } = useI18n();
  const report = useErrorPolicy();
  const decide = useDecideVerification();
  const [form] = Form.useForm<{ reason: string }>();
  const onFinish = ({ reason }: { reason: string }) =>
    decide.mutate(
      { organizationId, verify: false, reason },
      {
        onSuccess: () => {
          toast.success("ev.ver.rejectedToast");
          onClose();
        },
        onError: (error) => report(error, { form, fallback: "ev.actionFailed" }),
      },
    );
  return (
    <Modal
      open
      title={t("ev.ver.rejectTitle", { name })}
      okText={t("ev.reject")}
      okButtonProps={{ danger: true, loading: decide.isPending }}
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
            zodRule(ZRejectVerificationRequest.shape.reason, tk),
          ]}
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
