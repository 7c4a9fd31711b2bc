import { ZJoinRequestBody } from "@mawid/contracts/identity";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Popconfirm from "antd/es/popconfirm";
import { useState } from "react";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { useAuth } from "../../auth/auth-context";
import { useAskToJoin, useJoinRequestStatus, useWithdrawJoinRequest } from "./volunteer-api";

/**
 * Offers a signed-in person who is not on the host's team to volunteer with it: a request, with a
 * word on how they would help, that the host's owners and admins answer on their team card. Once
 * sent, the button says so, and takes the request back if they change their mind.
 */
export function VolunteerButton({ organizationId, name }: { organizationId: string; name: string | null }) {
  const { t } = useI18n();
  const { status: session, me, user } = useAuth();
  const signedIn = session === "signedIn";
  const member = me?.organizations.some((o) => o.organizationId === organizationId) ?? false;
  const status = useJoinRequestStatus(organizationId, signedIn && !member);
  const ask = useAskToJoin(organizationId);
  const withdraw = useWithdrawJoinRequest(organizationId);
  const check = useFormCheck();
  const report = useErrorPolicy();
  const [form] = Form.useForm<{ message: string }>();
  const [open, setOpen] = useState(false);
  if (!signedIn || member || !status.data || status.data.status === "member") return null;
  const host = name ?? "";
  if (status.data.status === "pending")
    return (
      <Popconfirm
        title={t("ev.volunteerWithdraw", { name: host })}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => toast.success({ raw: t("ev.volunteerWithdrawn", { name: host }) }),
            onError: (error) => report(error, { fallback: "ev.actionFailed" }),
          })
        }
      >
        <Button size="small" loading={withdraw.isPending}>
          {t("ev.volunteerAsked")}
        </Button>
      </Popconfirm>
    );
  // The team sees the address with the request, so identity takes requests from verified ones only.
  const unverified = user?.emailVerified === false;
  const onSend = (values: { message?: string }) => {
    const body = check(ZJoinRequestBody, { message: values.message ?? "" }, form);
    if (!body) return;
    ask.mutate(body.message, {
      onSuccess: () => {
        setOpen(false);
        toast.success({ raw: t("ev.volunteerSent", { name: host }) });
      },
      onError: (error) => report(error, { form, fallback: "ev.actionFailed" }),
    });
  };
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={name ? t("ev.volunteerWith", { name }) : undefined}
      >
        {t("ev.volunteer")}
      </Button>
      <Modal
        open={open}
        title={t("ev.volunteerWith", { name: host })}
        okText={t("ev.volunteerSend")}
        onOk={() => form.submit()}
        okButtonProps={{ loading: ask.isPending, disabled: unverified }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p className="field-note">{t("ev.volunteerLead")}</p>
        {unverified ? <Alert type="info" showIcon title={t("ev.volunteerVerify")} /> : null}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onSend}>
          <Form.Item name="message" label={t("ev.volunteerMessage")}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
