import { IdentityUserStream } from "@mawid/contracts/identity";
import { commandHandler } from "@mawid/eventstore";
import { SCHEMA } from "../db/schema.ts";
import { userDecider } from "./decider.ts";
import { projectUser } from "./project.ts";

/** Decides a user command; its events, the users read model and outbox rows commit together. */
export const handleUserCommand = commandHandler({
  schema: SCHEMA,
  stream: IdentityUserStream,
  decider: userDecider,
  projections: [projectUser],
});
