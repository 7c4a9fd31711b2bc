import { EventsSeriesStream } from "@mawid/contracts/events";
import { commandHandler } from "@mawid/eventstore";
import { seriesDecider } from "./decider.ts";

/** Decides a series command; the series is its own record: its occurrences are events of their own. */
export const handleSeriesCommand = commandHandler({
  schema: "events",
  stream: EventsSeriesStream,
  decider: seriesDecider,
});
