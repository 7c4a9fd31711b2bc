import { IdentityOrganizationStream } from "@mawid/contracts/identity";
import { commandHandler } from "@mawid/eventstore";
import { SCHEMA } from "../db/schema.ts";
import { organizationDecider } from "./decider.ts";
import { projectOrganization } from "./project.ts";

/** Decides an organisation command; its events, read models and outbox rows commit together. */
export const handleOrganizationCommand = commandHandler({
  schema: SCHEMA,
  stream: IdentityOrganizationStream,
  decider: organizationDecider,
  projections: [projectOrganization],
});
