import {
  type TAttendeeEmailJob,
  type TSection,
  type TSendAttendeeEmailRequest,
  type TTicketTypes,
  ZSendAttendeeEmailRequest,
} from "@mawid/contracts/ticketing";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useState } from "react";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { audienceKey } from "../../events/shared/labels";
import { SECTION_ORDER } from "../shared/section-order";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { useAudienceText } from "./audience";
import { useAudienceCount, useSendAttendeeEmail } from "./message-queries";

/** The contract's limits, shown as each field's count. */
const SUBJECT_MAX = 200;
const BODY_MAX = 10_000;

interface Values {
  subject?: string;
  body?: string;
  sections?: TSection[];
  ticketTypeIds?: string[];
}

/** The form's values as the request: an audience left empty is not sent, meaning everyone. */
function toRequest({ subject = "", body = "", sections = [], ticketTypeIds = [] }: Values) {
  return {
    subject,
    body,
    ...(sections.length > 0 ? { sections } : {}),
    ...(ticketTypeIds.length > 0 ? { ticketTypeIds } : {}),
  };
}

/**
 * A message to the event's ticket holders, all of them or those of some sections or ticket types.
 * A sent e-mail cannot be taken back, so sending first asks, naming who it goes to.
 */
export function ComposeMessage({ eventId, types }: { eventId: string; types: TTicketTypes }) {
  const { t, locale } = useI18n();
  const check = useFormCheck();
  const report = useTicketErrorPolicy();
  const send = useSendAttendeeEmail(eventId);
  const audienceText = useAudienceText(types.items);
  const [form] = Form.useForm<Values>();
  // what the confirmation names; kept while it closes, so its text does not vanish mid-animation
  const [pending, setPending] = useState<TSendAttendeeEmailRequest | null>(null);
  const [asking, setAsking] = useState(false);
  const [queued, setQueued] = useState<TAttendeeEmailJob | null>(null);
  const sections = Form.useWatch("sections", form) ?? [];
  const ticketTypeIds = Form.useWatch("ticketTypeIds", form) ?? [];
  const reach = useAudienceCount(eventId, sections, ticketTypeIds);
  const number = new Intl.NumberFormat(`${locale}-u-nu-latn`);
  const counter = ({ count, maxLength }: { count: number; maxLength?: number }) =>
    t("tk.msg.count", { count: number.format(count), max: number.format(maxLength ?? 0) });
  const offered = new Set<TSection>([
    ...types.items.map((type) => type.section),
    ...types.sections.map((s) => s.section),
  ]);

  const onFinish = (values: Values) => {
    const request = check(ZSendAttendeeEmailRequest, toRequest(values), form);
    if (!request) return;
    setPending(request);
    setAsking(true);
  };
  const confirm = (request: TSendAttendeeEmailRequest) =>
    send.mutate(request, {
      onSuccess: (job) => {
        setAsking(false);
        setQueued(job);
        form.resetFields();
      },
      onError: (error) => {
        setAsking(false);
        report(error, { form, fallback: "tk.msg.sendFailed" });
      },
    });

  return (
    <>
      <p className="muted">{t("tk.msg.lead")}</p>
      <Form form={form} layout="vertical" requiredMark={false} name="attendee-message" onFinish={onFinish}>
        <Form.Item name="subject" label={t("tk.msg.subject")}>
          <Input count={{ max: SUBJECT_MAX, show: counter }} />
        </Form.Item>
        <Form.Item name="body" label={t("tk.msg.body")}>
          <Input.TextArea rows={8} count={{ max: BODY_MAX, show: counter }} />
        </Form.Item>
        <div className="form-row">
          <Form.Item name="sections" label={t("tk.msg.sections")}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t("tk.msg.allSections")}
              options={SECTION_ORDER.filter((s) => offered.has(s)).map((s) => ({
                value: s,
                label: t(audienceKey(s)),
              }))}
            />
          </Form.Item>
          <Form.Item name="ticketTypeIds" label={t("tk.msg.types")}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t("tk.msg.allTypes")}
              optionFilterProp="label"
              options={types.items.map((type) => ({
                value: type.id,
                label: t("tk.msg.typeOption", { name: type.name, section: t(audienceKey(type.section)) }),
              }))}
            />
          </Form.Item>
        </div>
        <p className="muted small">{t("tk.msg.audienceHelp")}</p>
        <p>
          <strong>{t("tk.msg.to", { audience: audienceText({ sections, ticketTypeIds }) })}</strong>
          <br />
          {/* there from the start, so each new count is read out as the host narrows the audience */}
          <span aria-live="polite">
            {reach.data === undefined ? null : t("tk.msg.reach", { recipients: reach.data })}
          </span>
        </p>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t("tk.msg.send")}
        </Button>
      </Form>
      <div aria-live="polite" className="message-result">
        {queued ? (
          <Alert
            role="status"
            showIcon
            type={queued.recipients > 0 ? "success" : "info"}
            title={
              queued.recipients > 0
                ? t("tk.msg.queued", { recipients: queued.recipients })
                : t("tk.msg.nobody")
            }
          />
        ) : null}
      </div>
      <Modal
        open={asking}
        title={t("tk.msg.confirmTitle")}
        okText={t("tk.msg.confirmOk")}
        okButtonProps={{ loading: send.isPending }}
        cancelText={t("tk.msg.confirmCancel")}
        onOk={() => pending && confirm(pending)}
        onCancel={() => setAsking(false)}
      >
        {pending ? (
          <>
            <p>{t("tk.msg.confirmSubject", { subject: pending.subject })}</p>
            <p>
              {t("tk.msg.to", {
                audience: audienceText({
                  sections: pending.sections ?? [],
                  ticketTypeIds: pending.ticketTypeIds ?? [],
                }),
              })}
            </p>
            {reach.data === undefined ? null : <p>{t("tk.msg.reach", { recipients: reach.data })}</p>}
            <p>{t("tk.msg.confirmNote")}</p>
          </>
        ) : null}
      </Modal>
    </>
  );
}
