import type { TSection, TSectionView } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { audienceKey } from "../../events/shared/labels";
import { useRequired } from "../../events/shared/use-required";
import { SECTION_ORDER } from "../shared/section-order";
import { ticketTypesKey } from "../shared/ticket-queries";
import { configureSection } from "../shared/ticket-types-api";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";

interface Values {
  section: TSection;
  capacity: number;
  entrance?: string;
}

/** A section's seats, shared by its ticket types, and the entrance printed on its tickets. */
export function SectionForm({ eventId, sections }: { eventId: string; sections: readonly TSectionView[] }) {
  const { t } = useI18n();
  const required = useRequired();
  const report = useTicketErrorPolicy();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (v: Values) =>
      configureSection(eventId, v.section, { capacity: v.capacity, entrance: v.entrance ?? "" }),
  });
  const fill = (section: TSection) => {
    const current = sections.find((s) => s.section === section);
    form.setFieldsValue({ capacity: current?.capacity, entrance: current?.entrance ?? "" });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      name="section"
      onFinish={(v) =>
        save.mutate(v, {
          onSuccess: async () => {
            toast.success("tk.host.sectionSaved");
            await client.invalidateQueries({ queryKey: ticketTypesKey(eventId) });
          },
          onError: (error) => report(error, { form, fallback: "ev.actionFailed" }),
        })
      }
    >
      <div className="form-row">
        <Form.Item name="section" label={t("tk.ticket.section")} rules={[required]}>
          <Select
            onChange={fill}
            options={SECTION_ORDER.map((s) => ({ value: s, label: t(audienceKey(s)) }))}
          />
        </Form.Item>
        <Form.Item name="capacity" label={t("tk.host.seats")} rules={[required]}>
          <InputNumber min={1} precision={0} className="full-width" />
        </Form.Item>
      </div>
      <Form.Item name="entrance" label={t("tk.ticket.entrance")}>
        <Input maxLength={200} />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        {t("tk.host.saveSection")}
      </Button>
    </Form>
  );
}
