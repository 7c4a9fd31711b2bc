import Button from "antd/es/button";
import Card from "antd/es/card";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Skeleton from "antd/es/skeleton";
import { useNavigate, useParams } from "react-router-dom";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { toast } from "../../../shared/ui/toast";
import { venueInstant } from "../shared/event-form-values";
import { useEvent } from "../shared/event-queries";
import { QueryError } from "../shared/query-error";
import { WhenFields } from "../shared/when-fields";
import "../events.css";
import { useCloneEvent } from "./clone-api";
import { nextWeekOf } from "./clone-values";

type Values = ReturnType<typeof nextWeekOf>;

/** /clone-event/{eventId}: a new draft with new dates, optionally with the agenda and its speakers. */
export default function CloneEventPage() {
  const { t } = useI18n();
  const { eventId = "" } = useParams();
  const navigate = useNavigate();
  const report = useErrorPolicy();
  const event = useEvent(eventId);
  const clone = useCloneEvent(eventId);
  const [form] = Form.useForm<Values>();

  if (event.isPending) {
    return (
      <div className="container page">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (event.isError) {
    return (
      <div className="container page">
        <h1 className="visually-hidden">{t("page.cloneEvent")}</h1>
        <QueryError error={event.error} />
      </div>
    );
  }
  const onFinish = (v: Values) =>
    clone.mutate(
      {
        startsAt: venueInstant(v.date, v.startTime, v.timeZone),
        endsAt: venueInstant(v.endDate, v.endTime, v.timeZone),
        includeSessions: v.includeSessions,
        includeSpeakers: v.includeSessions,
      },
      {
        onSuccess: (copy) => {
          toast.success("ev.clone.done");
          navigate(`/event/${copy.id}`);
        },
        onError: (error) => report(error, { form, fallback: "ev.actionFailed" }),
      },
    );
  return (
    <div className="container page narrow events-page">
      <PageHeader
        title={t("page.cloneEvent")}
        subtitle={t("ev.clone.subtitle", { title: event.data.title })}
      />
      <Card>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={nextWeekOf(event.data)}
          onFinish={onFinish}
        >
          <WhenFields />
          <Form.Item name="includeSessions" valuePropName="checked">
            <Checkbox>{t("ev.clone.sessions")}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={clone.isPending}>
            {t("ev.clone.submit")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
