import type { Kysely, Transaction } from "kysely";
import { IDENTITY_ORGANIZATION_STREAM } from "@mawid/contracts/identity";
import { type CommandMeta, handleCommand } from "@mawid/eventstore";
import { SCHEMA } from "../db/schema.ts";
import { type OrganizationCommand, organizationDecider, type OrganizationEvent } from "./decider.ts";
import { projectOrganization } from "./project.ts";

export function handleOrganizationCommand(
  raw: Kysely<unknown>,
  organizationId: string,
  command: OrganizationCommand,
  meta: CommandMeta,
  also?: (trx: Transaction<unknown>, events: OrganizationEvent[]) => Promise<void>,
) {
  return handleCommand(raw, {
    schema: SCHEMA,
    streamType: IDENTITY_ORGANIZATION_STREAM,
    streamId: organizationId,
    decider: organizationDecider,
    command,
    meta,
    project: async (trx, events) => {
      await projectOrganization(trx, events);
      await also?.(trx, events);
    },
  });
}
