import { PaymentsRecurringGiftStream } from "@mawid/contracts/payments";
import { commandHandler } from "@mawid/eventstore";
import { recurringGiftStreamId } from "./charge-ids.ts";
import { recurringGiftDecider } from "./decider.ts";
import { projectRecurringGifts } from "./project.ts";

const handle = commandHandler({
  schema: "payments",
  stream: PaymentsRecurringGiftStream,
  decider: recurringGiftDecider,
  projections: [projectRecurringGifts],
});

/** Decides a command for the recurring gift named by its first donation's id. */
export const handleRecurringGiftCommand: typeof handle = (db, recurringGiftId, ...rest) =>
  handle(db, recurringGiftStreamId(recurringGiftId), ...rest);
