import { ZSpeakerFields } from "@mawid/contracts/events";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { zodRule } from "../../auth/form-rules";
import { useRequired } from "../shared/use-required";
import type { useAgendaMutations } from "./agenda-mutations";

interface Values {
  name: string;
  bio?: string;
  photoUrl?: string;
}

/** A speaker: a photo only when they choose to give one, so the field is empty by default. */
export function SpeakerForm({ add }: { add: ReturnType<typeof useAgendaMutations>["addSpeaker"] }) {
  const { t, tk } = useI18n();
  const required = useRequired();
  const report = useErrorPolicy();
  const [form] = Form.useForm<Values>();
  const onFinish = (v: Values) =>
    add.mutate(
      { name: v.name.trim(), bio: v.bio?.trim() || null, photoUrl: v.photoUrl?.trim() || null },
      {
        onSuccess: () => form.resetFields(),
        onError: (error) => report(error, { form, fallback: "ev.actionFailed" }),
      },
    );
  return (
    <Form form={form} layout="vertical" requiredMark={false} name="speaker" onFinish={onFinish}>
      <Form.Item
        name="name"
        label={t("ev.speaker.name")}
        rules={[required, zodRule(ZSpeakerFields.shape.name, tk)]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="bio" label={t("ev.speaker.bio")}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item
        name="photoUrl"
        label={t("ev.speaker.photoUrl")}
        rules={[
          {
            validator: async (_r, value?: string) => {
              if (value?.trim() && !ZSpeakerFields.shape.photoUrl.safeParse(value.trim()).success)
                throw new Error(t("ev.url"));
            },
          },
        ]}
      >
        <Input type="url" inputMode="url" dir="ltr" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {t("ev.speaker.add")}
      </Button>
    </Form>
  );
}
