import type { Kysely, Transaction } from "kysely";
import { IDENTITY_USER_STREAM } from "@mawid/contracts/identity";
import { type CommandMeta, handleCommand } from "@mawid/eventstore";
import { SCHEMA } from "../db/schema.ts";
import { type UserCommand, userDecider, type UserEvent, type UserState } from "./decider.ts";
import { projectUser } from "./project.ts";

/**
 * Decides a user command and appends its events with the users read model in one transaction.
 * `also` adds writes that must commit with them (a password hash, a used token).
 */
export function handleUserCommand(
  raw: Kysely<unknown>,
  userId: string,
  command: UserCommand,
  meta: CommandMeta,
  also?: (trx: Transaction<unknown>, events: UserEvent[], state: UserState) => Promise<void>,
) {
  return handleCommand(raw, {
    schema: SCHEMA,
    streamType: IDENTITY_USER_STREAM,
    streamId: userId,
    decider: userDecider,
    command,
    meta,
    project: async (trx, events, state) => {
      await projectUser(trx, events);
      await also?.(trx, events, state);
    },
  });
}
