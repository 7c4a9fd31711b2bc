import { EventsFollowsStream } from "@mawid/contracts/events";
import { commandHandler } from "@mawid/eventstore";
import { followDecider } from "./decider.ts";
import { projectFollows } from "./project.ts";

/** Decides a follow command for one user; events, read model and outbox commit together. */
export const handleFollowCommand = commandHandler({
  schema: "events",
  stream: EventsFollowsStream,
  decider: followDecider,
  projections: [projectFollows],
});
