import type { FastifyInstance, FastifyRequest } from "fastify";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type TBulkRequest, type TBulkResult, ZBulkRequest, ZBulkResponse } from "@mawid/contracts/events";
import { commandMeta, DomainError, requireUser } from "@mawid/service";
import type { EventsDeps } from "../../deps.ts";
import { EventNotFoundError } from "../../errors.ts";
import { isHostVerified } from "../../verification/read.ts";
import { type Actor, actorOf, requireRole } from "../actor.ts";
import type { EventCommand } from "../decider.ts";
import { handleEventCommand } from "../handle.ts";
import { findEventState } from "../read.ts";
import type { EventRecord } from "../state.ts";
import { eventsCsv } from "./csv.ts";

async function commandFor(
  deps: EventsDeps,
  body: TBulkRequest,
  event: EventRecord,
  actor: Actor,
  at: string,
): Promise<EventCommand | null> {
  switch (body.action) {
    case "submit":
      return {
        type: "SubmitEvent",
        actor,
        hostVerified: await isHostVerified(deps.db, event.organizationId),
        at,
      };
    case "cancel":
      return { type: "CancelEvent", actor, reason: body.reason, at };
    case "change-category":
      return { type: "UpdateEvent", actor, changes: { category: body.category }, at };
    case "export-csv":
      return null;
  }
}

/**
 * One event: its own command and transaction, so it changes whole or not at all whatever happens to
 * the others. Platform admins act on any event, an organisation's owners and admins on its own.
 */
async function applyToOne(
  deps: EventsDeps,
  request: FastifyRequest,
  body: TBulkRequest,
  eventId: string,
  actor: Actor,
  exported: EventRecord[],
): Promise<TBulkResult> {
  const now = new Date();
  try {
    const event = (await findEventState(deps.db, eventId))?.event;
    if (!event) throw new EventNotFoundError();
    requireRole(actor, event.organizationId, MANAGER_ROLES);
    const command = await commandFor(deps, body, event, actor, now.toISOString());
    if (!command) {
      exported.push(event);
      return { eventId, ok: true, status: event.status };
    }
    const { state } = await handleEventCommand(deps.db, eventId, command, commandMeta(request, now));
    return { eventId, ok: true, status: state.event!.status };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { eventId, ok: false, error: { code: error.code, message: error.message } };
  }
}

/** `POST /api/v1/events/bulk`: submit, cancel, change the category of or export many events; a result for each. */
export function registerApplyBulkAction(app: FastifyInstance, deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/events/bulk",
      { schema: { body: ZBulkRequest, response: { 200: ZBulkResponse } } },
      async (request) => {
        const actor = actorOf(requireUser(request));
        const exported: EventRecord[] = [];
        const results: TBulkResult[] = [];
        for (const eventId of request.body.eventIds) {
          results.push(await applyToOne(deps, request, request.body, eventId, actor, exported));
        }
        return { results, csv: request.body.action === "export-csv" ? eventsCsv(exported) : null };
      },
    );
}
