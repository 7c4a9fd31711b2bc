import { CheckinGatesStream } from "@mawid/contracts/checkin";
import { commandHandler } from "@mawid/eventstore";
import { gatesDecider } from "./decider.ts";
import { projectGates } from "./project.ts";

/** Decides a command for one event's gates; events, the gates table and outbox rows commit together. */
export const handleGatesCommand = commandHandler({
  schema: "checkin",
  stream: CheckinGatesStream,
  decider: gatesDecider,
  projections: [projectGates],
});
