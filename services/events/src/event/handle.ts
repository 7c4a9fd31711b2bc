import { EventsEventStream } from "@mawid/contracts/events";
import { commandHandler } from "@mawid/eventstore";
import { projectDiscovery } from "../discovery/project.ts";
import { eventDecider } from "./decider.ts";
import { projectEventDetails } from "./project.ts";

/** Decides a command for one event; its events, read models and outbox rows commit together. */
export const handleEventCommand = commandHandler({
  schema: "events",
  stream: EventsEventStream,
  decider: eventDecider,
  projections: [projectEventDetails, projectDiscovery],
});
