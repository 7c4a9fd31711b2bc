import { reminderStreamId, TicketingReminderStream } from "@mawid/contracts/ticketing";
import { commandHandler } from "@mawid/eventstore";
import { reminderDecider } from "./decider.ts";
import { projectReminder } from "./project.ts";

const handle = commandHandler({
  schema: "ticketing",
  stream: TicketingReminderStream,
  decider: reminderDecider,
  projections: [projectReminder],
});

/** Decides a command for the reminder of the event with this id. */
export const handleReminderCommand: typeof handle = (db, eventId, ...rest) =>
  handle(db, reminderStreamId(eventId), ...rest);
