import { EventsVenuesStream } from "@mawid/contracts/events";
import { commandHandler } from "@mawid/eventstore";
import { venueDecider } from "./decider.ts";
import { projectVenues } from "./project.ts";

/** Decides a venue command for one organisation's venues; events, read model and outbox commit together. */
export const handleVenueCommand = commandHandler({
  schema: "events",
  stream: EventsVenuesStream,
  decider: venueDecider,
  projections: [projectVenues],
});
