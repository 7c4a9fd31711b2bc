import { ZTransferTicketRequest } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { zodRule } from "../../auth/form-rules";
import { useRequired } from "../../events/shared/use-required";
import { myTicketsKey } from "../shared/ticket-queries";
import { transferTicket } from "../shared/tickets-api";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";

interface Values {
  name: string;
  email?: string;
}

/**
 * Passes the ticket to someone else: a new QR code in their name, this one revoked. With their e-mail
 * it moves to their account; without, it stays here under the new name.
 */
export function TransferButton({ ticketId, eventId }: { ticketId: string; eventId: string }) {
  const { t, tk } = useI18n();
  const required = useRequired();
  const report = useTicketErrorPolicy();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const transfer = useMutation({
    mutationFn: (v: Values) =>
      transferTicket(ticketId, {
        name: v.name.trim(),
        ...(v.email?.trim() ? { email: v.email.trim() } : {}),
      }),
  });
  const onFinish = (v: Values) =>
    transfer.mutate(v, {
      onSuccess: async (ticket) => {
        setOpen(false);
        toast.success("tk.transfer.done");
        await client.invalidateQueries({ queryKey: myTicketsKey });
        navigate(v.email?.trim() ? "/my-tickets" : `/ticket/${ticket.id}/event/${eventId}`);
      },
      onError: (error) => report(error, { form, fallback: "tk.transfer.failed" }),
    });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("tk.transfer.title")}</Button>
      <Modal
        open={open}
        title={t("tk.transfer.title")}
        okText={t("tk.transfer.submit")}
        okButtonProps={{ loading: transfer.isPending }}
        cancelText={t("ev.close")}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t("tk.transfer.note")}</p>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
          <Form.Item
            name="name"
            label={t("tk.transfer.name")}
            rules={[required, zodRule(ZTransferTicketRequest.shape.name, tk)]}
          >
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t("tk.transfer.email")}
            extra={t("tk.transfer.emailNote")}
            rules={[
              {
                validator: async (_r, value?: string) => {
                  if (!value?.trim()) return;
                  const parsed = ZTransferTicketRequest.shape.email.safeParse(value.trim());
                  if (!parsed.success) throw new Error(tk(parsed.error.issues[0]?.message ?? ""));
                },
              },
            ]}
          >
            <Input type="email" inputMode="email" dir="ltr" autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
