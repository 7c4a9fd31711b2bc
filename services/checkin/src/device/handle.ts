import { CheckinDeviceStream } from "@mawid/contracts/checkin";
import { commandHandler } from "@mawid/eventstore";
import { deviceDecider } from "./decider.ts";
import { projectDevices } from "./project.ts";

/** Decides a command for one device; events, the devices table and outbox rows commit together. */
export const handleDeviceCommand = commandHandler({
  schema: "checkin",
  stream: CheckinDeviceStream,
  decider: deviceDecider,
  projections: [projectDevices],
});
