import { type TGate, type TGateRequest, ZGateRequest } from "@mawid/contracts/checkin";
import type { TSection } from "@mawid/contracts/ticketing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Popconfirm from "antd/es/popconfirm";
import type { KyInstance } from "ky";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { addGate, removeGate } from "../api/checkin-api";

const SECTIONS: readonly TSection[] = ["brothers", "sisters", "families", "mixed"];

interface Values {
  name: string;
  sections: TSection[];
  capacity: number | null;
  reentry: boolean;
}

/** A host's gates: each names the sections it admits and, for a fire limit, how many may be inside. */
export function GatesPanel({
  client,
  eventId,
  gates,
}: {
  client: KyInstance;
  eventId: string;
  gates: readonly TGate[];
}) {
  const { t } = useI18n();
  const check = useFormCheck();
  const [form] = Form.useForm<Values>();
  const queries = useQueryClient();
  const refresh = () => queries.invalidateQueries({ queryKey: ["checkin", "bundle", eventId] });
  const policy = useErrorPolicy();
  const report = (error: unknown) => policy(error, { fallback: "ci.gates.failed" });
  const add = useMutation({
    mutationFn: (gate: TGateRequest) => addGate(client, eventId, gate),
    onSuccess: (gate) => {
      form.resetFields();
      toast.success({ raw: t("ci.gates.added", { name: gate.name }) });
      return refresh();
    },
    onError: (error) => policy(error, { form, fallback: "ci.gates.failed" }),
  });
  const remove = useMutation({
    mutationFn: (gateId: string) => removeGate(client, eventId, gateId),
    onSuccess: refresh,
    onError: report,
  });

  const submit = (values: Values) => {
    const request = check(
      ZGateRequest,
      {
        name: values.name ?? "",
        sections: values.sections ?? [],
        capacity: values.capacity ?? null,
        reentry: values.reentry ?? false,
      },
      form,
    );
    if (request) add.mutate(request);
  };

  return (
    <section className="ci-card" aria-labelledby="ci-gates-title">
      <h2 id="ci-gates-title">{t("ci.gates.title")}</h2>
      {gates.length === 0 ? <p className="ci-muted">{t("ci.noGates")}</p> : null}
      <ul className="ci-plain-list">
        {gates.map((g) => (
          <li key={g.id} className="ci-lookup-item">
            <div>
              <strong dir="auto">{g.name}</strong>
              <div className="ci-muted">
                {g.sections.length
                  ? g.sections.map((s) => t(`ev.aud.${s}`)).join(", ")
                  : t("ci.gates.allSections")}
                {g.capacity !== null ? ` · ${t("ci.gates.capacityOf", { capacity: g.capacity })}` : ""}
                {g.reentry ? ` · ${t("ci.gates.reentry")}` : ""}
              </div>
            </div>
            <Popconfirm
              title={t("ci.gates.removeConfirm", { name: g.name })}
              okText={t("ci.gates.remove")}
              cancelText={t("ci.cancel")}
              onConfirm={() => remove.mutate(g.id)}
            >
              <Button danger aria-label={t("ci.gates.removeName", { name: g.name })}>
                {t("ci.gates.remove")}
              </Button>
            </Popconfirm>
          </li>
        ))}
      </ul>
      <h3>{t("ci.gates.add")}</h3>
      <Form
        form={form}
        name="gate"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ sections: [], reentry: false }}
      >
        <Form.Item name="name" label={t("ci.gates.name")}>
          <Input placeholder={t("ci.gates.namePlaceholder")} maxLength={80} />
        </Form.Item>
        <Form.Item name="sections" label={t("ci.gates.sections")} extra={t("ci.gates.sectionsHelp")}>
          <Checkbox.Group options={SECTIONS.map((s) => ({ value: s, label: t(`ev.aud.${s}`) }))} />
        </Form.Item>
        <Form.Item name="capacity" label={t("ci.gates.capacity")} extra={t("ci.gates.capacityHelp")}>
          <InputNumber min={1} max={1_000_000} className="ci-full" />
        </Form.Item>
        <Form.Item name="reentry" valuePropName="checked">
          <Checkbox>{t("ci.gates.reentryLabel")}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t("ci.gates.add")}
        </Button>
      </Form>
    </section>
  );
}
