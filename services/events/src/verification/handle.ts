import { EventsHostVerificationStream } from "@mawid/contracts/events";
import { commandHandler } from "@mawid/eventstore";
import { hostVerificationDecider } from "./decider.ts";
import { projectHostVerification } from "./project.ts";

/** Decides a verification command for one organisation; events, read model and outbox commit together. */
export const handleHostVerificationCommand = commandHandler({
  schema: "events",
  stream: EventsHostVerificationStream,
  decider: hostVerificationDecider,
  projections: [projectHostVerification],
});
