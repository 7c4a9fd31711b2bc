import { TASK_FAILING_PASSES, type TScheduledTaskState } from "@mawid/contracts/platform";
import { Fragment } from "react";
import { formatDateTime } from "../../shared/i18n/dates";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";

const TASK_NAMES: Record<string, MessageKey> = {
  "order-expiry": "health.tasks.order-expiry",
  "waitlist-sweep": "health.tasks.waitlist-sweep",
  "recurring-charges": "health.tasks.recurring-charges",
  "event-lifecycle": "health.tasks.event-lifecycle",
  housekeeping: "health.tasks.housekeeping",
  mail: "health.tasks.mail",
  "bus-retention": "health.tasks.bus-retention",
  "inbox-retention": "health.tasks.inbox-retention",
};

/** A service's scheduled tasks as terms of its card: when each last got through, or that it keeps failing. */
export function TaskFacts({ tasks }: { tasks: readonly TScheduledTaskState[] }) {
  const { t, locale } = useI18n();
  return tasks.map((task) => {
    const failing = task.failuresInARow >= TASK_FAILING_PASSES;
    const known = TASK_NAMES[task.name];
    return (
      <Fragment key={task.name}>
        <dt>{known ? t(known) : task.name}</dt>
        <dd className={failing ? "text-warning" : undefined}>
          {failing
            ? t("health.taskFailing", { count: task.failuresInARow })
            : task.lastSuccessAt
              ? t("health.taskDone", { time: formatDateTime(new Date(task.lastSuccessAt), locale) })
              : t("health.taskNotYet")}
        </dd>
      </Fragment>
    );
  });
}
