import type { MessageKey } from "../../../shared/i18n/messages/en";
import type { EventFormValues } from "../shared/event-form-values";

export interface Step {
  titleKey: MessageKey;
  /** The fields checked before moving on from this step. */
  fields: Array<keyof EventFormValues>;
}

export const STEPS: readonly Step[] = [
  {
    titleKey: "ev.step.basics",
    fields: ["organizationId", "title", "description", "category", "audience", "visibility", "capacity"],
  },
  {
    titleKey: "ev.step.when",
    fields: [
      "timeZone",
      "date",
      "startTime",
      "endDate",
      "endTime",
      "online",
      "onlineUrl",
      "venueName",
      "address",
      "latitude",
      "longitude",
    ],
  },
  { titleKey: "ev.step.tickets", fields: [] },
  { titleKey: "ev.step.review", fields: [] },
];
