import { type TEnrolledDevice, type TGate, ZEnrolDeviceRequest } from "@mawid/contracts/checkin";
import { useMutation, useQuery } from "@tanstack/react-query";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Popconfirm from "antd/es/popconfirm";
import Select from "antd/es/select";
import Skeleton from "antd/es/skeleton";
import type { KyInstance } from "ky";
import { useState } from "react";
import { toAppError } from "../../../shared/http/app-error";
import { formatDateTime } from "../../../shared/i18n/dates";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { QrCode } from "../../tickets/shared/qr-code";
import { enrolDevice, fetchDevices, revokeDevice } from "../api/checkin-api";
import { checkinErrorText } from "../station/checkin-error-text";
import { Badge } from "../ui/badge";

interface Values {
  name: string;
  gateIds: string[];
  validForHours: number;
}

const STATUS_TONE = { active: "up", expired: "neutral", revoked: "down" } as const;

/**
 * Enrols a volunteer's phone: it opens the scanner already signed in as a device of this event, by
 * scanning the QR shown here. The list says who scanned what, and revokes a lost phone.
 */
export function DevicesPanel({
  client,
  eventId,
  gates,
}: {
  client: KyInstance;
  eventId: string;
  gates: readonly TGate[];
}) {
  const { t, say, locale } = useI18n();
  const check = useFormCheck();
  const [form] = Form.useForm<Values>();
  const [enrolled, setEnrolled] = useState<TEnrolledDevice | null>(null);
  const devices = useQuery({
    queryKey: ["checkin", "devices", eventId],
    queryFn: () => fetchDevices(client, eventId),
  });
  const report = (error: unknown) => toast.error(checkinErrorText(toAppError(error), "ci.devices.failed"));
  const enrol = useMutation({
    mutationFn: (values: Values) => enrolDevice(client, eventId, values),
    onSuccess: (device) => {
      setEnrolled(device);
      form.resetFields();
      void devices.refetch();
    },
    onError: report,
  });
  const revoke = useMutation({
    mutationFn: (deviceId: string) => revokeDevice(client, deviceId),
    onSuccess: () => void devices.refetch(),
    onError: report,
  });
  const gateName = (id: string) => gates.find((g) => g.id === id)?.name ?? id;

  const submit = (values: Values) => {
    const request = check(ZEnrolDeviceRequest, { ...values, name: values.name ?? "" }, form);
    if (request) enrol.mutate(request);
  };

  return (
    <section className="ci-card" aria-labelledby="ci-devices-title">
      <h2 id="ci-devices-title">{t("ci.devices.title")}</h2>
      <Form
        form={form}
        name="device"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ gateIds: [], validForHours: 24 }}
      >
        <Form.Item name="name" label={t("ci.devices.name")}>
          <Input placeholder={t("ci.devices.namePlaceholder")} maxLength={80} />
        </Form.Item>
        {gates.length > 0 ? (
          <Form.Item name="gateIds" label={t("ci.devices.gates")} extra={t("ci.devices.gatesHelp")}>
            <Select mode="multiple" options={gates.map((g) => ({ value: g.id, label: g.name }))} />
          </Form.Item>
        ) : null}
        <Form.Item name="validForHours" label={t("ci.devices.hours")}>
          <InputNumber min={1} max={168} className="ci-full" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={enrol.isPending}>
          {t("ci.devices.enrol")}
        </Button>
      </Form>
      {enrolled ? (
        <div className="ci-enrolment" aria-live="polite">
          <h3>{t("ci.devices.scanToEnrol", { name: enrolled.name })}</h3>
          <div className="ci-enrolment-qr">
            <QrCode text={enrolled.enrolUrl} label={t("ci.devices.qrLabel", { name: enrolled.name })} />
          </div>
          <p>{t("ci.devices.expires", { when: formatDateTime(new Date(enrolled.expiresAt), locale) })}</p>
          <p className="ci-muted">{t("ci.devices.once")}</p>
          <Input.TextArea
            readOnly
            value={enrolled.enrolUrl}
            aria-label={t("ci.devices.link")}
            autoSize
            dir="ltr"
          />
        </div>
      ) : null}
      <h3>{t("ci.devices.list")}</h3>
      {devices.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {devices.isError ? (
        <p className="ci-error">{say(checkinErrorText(toAppError(devices.error)))}</p>
      ) : null}
      {devices.data?.length === 0 ? <p className="ci-muted">{t("ci.devices.none")}</p> : null}
      <ul className="ci-plain-list">
        {devices.data?.map((d) => (
          <li key={d.deviceId} className="ci-lookup-item">
            <div>
              <strong dir="auto">{d.name}</strong>{" "}
              <Badge tone={STATUS_TONE[d.status]}>{t(`ci.devices.status.${d.status}`)}</Badge>
              <div className="ci-muted">
                {d.gateIds.length ? d.gateIds.map(gateName).join(", ") : t("ci.devices.allGates")}
                {" · "}
                {t("ci.devices.counts", { admitted: d.admitted, rejected: d.rejected })}
                {" · "}
                {d.lastScanAt
                  ? t("ci.devices.lastScan", { when: formatDateTime(new Date(d.lastScanAt), locale) })
                  : t("ci.devices.noScans")}
              </div>
            </div>
            {d.status === "active" ? (
              <Popconfirm
                title={t("ci.devices.revokeConfirm", { name: d.name })}
                okText={t("ci.devices.revoke")}
                cancelText={t("ci.cancel")}
                onConfirm={() => revoke.mutate(d.deviceId)}
              >
                <Button danger aria-label={t("ci.devices.revokeName", { name: d.name })}>
                  {t("ci.devices.revoke")}
                </Button>
              </Popconfirm>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
