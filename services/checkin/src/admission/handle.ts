import { CheckinAdmissionStream } from "@mawid/contracts/checkin";
import { commandHandler } from "@mawid/eventstore";
import { admissionDecider } from "./decider.ts";
import { projectAdmissions } from "./project.ts";

/** Decides a command for one ticket's admissions; events, the admissions row and outbox rows commit together. */
export const handleAdmissionCommand = commandHandler({
  schema: "checkin",
  stream: CheckinAdmissionStream,
  decider: admissionDecider,
  projections: [projectAdmissions],
});
