import { EventsPrayerSettingsStream } from "@mawid/contracts/events";
import { commandHandler } from "@mawid/eventstore";
import { prayerSettingsDecider } from "./decider.ts";
import { projectPrayerSettings } from "./project.ts";

/** Decides a prayer settings command; its event, read model and outbox row commit together. */
export const handlePrayerSettingsCommand = commandHandler({
  schema: "events",
  stream: EventsPrayerSettingsStream,
  decider: prayerSettingsDecider,
  projections: [projectPrayerSettings],
});
