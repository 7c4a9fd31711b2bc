import Button from "antd/es/button";
import Card from "antd/es/card";
import Form from "antd/es/form";
import Steps from "antd/es/steps";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { toast } from "../../../shared/ui/toast";
import { BasicsFields } from "../shared/basics-fields";
import { deviceTimeZone, type EventFormValues, toCreateRequest } from "../shared/event-form-values";
import { NoOrganization } from "../shared/no-organization";
import { useOrganizerOrganizations } from "../shared/organizer-organizations";
import { PlaceFields } from "../shared/place-fields";
import { saveVenue, venueToSave } from "../shared/venues-api";
import { WhenFields } from "../shared/when-fields";
import "../events.css";
import { ReviewStep } from "./review-step";
import { STEPS } from "./steps";
import { useCreateEvent } from "./use-create-event";

/** The step-by-step carousel: basics, time and place, tickets, review; it saves a draft. */
export default function CreateEventPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const report = useErrorPolicy();
  const organizations = useOrganizerOrganizations();
  const create = useCreateEvent();
  const [form] = Form.useForm<EventFormValues>();
  const [current, setCurrent] = useState(0);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  if (organizations.length === 0) {
    return (
      <div className="container page">
        <PageHeader title={t("page.createEvent")} />
        <NoOrganization />
      </div>
    );
  }

  const goTo = (step: number) => {
    setCurrent(step);
    // The new step's heading takes focus, so a screen reader announces where the user now is.
    requestAnimationFrame(() => stepHeading.current?.focus());
  };
  const next = async () => {
    await form.validateFields(STEPS[current]!.fields);
    goTo(current + 1);
  };
  const save = () => {
    const values = form.getFieldsValue(true) as EventFormValues;
    const venue = venueToSave(values);
    create.mutate(toCreateRequest(values), {
      onSuccess: async (event) => {
        toast.success("ev.created");
        // The event exists whatever happens to the venue: a refused venue (its tier's limit) is said, not fatal.
        if (venue)
          await saveVenue(event.organizationId, venue).catch((error) =>
            report(error, { fallback: "ev.actionFailed" }),
          );
        navigate(`/event/${event.id}`);
      },
      onError: (error) => report(error, { fallback: "ev.create.failed" }),
    });
  };

  const step = STEPS[current]!;
  const last = current === STEPS.length - 1;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="container page events-page">
      <PageHeader title={t("page.createEvent")} />
      <p>
        <Link to="/create-islamic-event">{t("page.createIslamicEvent")}</Link>
      </p>
      <Steps
        current={current}
        size="small"
        responsive
        items={STEPS.map((s) => ({ title: t(s.titleKey) }))}
        className="create-steps"
      />
      <Card>
        <h2 ref={stepHeading} tabIndex={-1} className="card-heading step-heading">
          {t("ev.stepOf", { step: current + 1, total: STEPS.length, name: t(step.titleKey) })}
        </h2>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          name="create-event"
          initialValues={{
            organizationId: organizations[0]!.organizationId,
            audience: "mixed",
            visibility: "public",
            category: "lecture",
            online: false,
            timeZone: deviceTimeZone(),
            date: today,
            endDate: today,
          }}
          onFinish={last ? save : next}
        >
          {current === 0 ? <BasicsFields /> : null}
          {current === 1 ? (
            <>
              <WhenFields />
              <PlaceFields />
            </>
          ) : null}
          {current === 2 ? <p>{t("ev.tickets.note")}</p> : null}
          {current === 3 ? <ReviewStep values={form.getFieldsValue(true) as EventFormValues} /> : null}
          <div className="form-actions">
            {current > 0 ? <Button onClick={() => goTo(current - 1)}>{t("ev.back")}</Button> : null}
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t(last ? "ev.create.submit" : "ev.next")}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
