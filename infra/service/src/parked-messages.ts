import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import {
  discardParked,
  listParked,
  type ParkedMessage,
  ParkedMessageNotFound,
  retryParked,
} from "@mawid/bus";
import {
  PARKED_MESSAGES_PAGE,
  PARKED_RETRY_FAILED,
  parkedMessagesPath,
  type TParkedMessage,
  ZParkedMessageList,
  ZParkedMessageRetried,
} from "@mawid/contracts/platform";
import type { ConsumerDefinition } from "./definition.ts";
import { ConflictError, NotFoundError } from "./errors.ts";
import { requirePlatformAdmin } from "./user.ts";

export interface ParkedMessageRoutesOptions {
  /** The service's name, which is also its schema. */
  service: string;
  db: Kysely<unknown>;
  /** The service's consumer groups: a retry runs the group's own handler. */
  consumers: readonly ConsumerDefinition[];
}

const ZMessageParams = z.object({ group: z.string().min(1), messageId: z.uuid() });

const toContract = (m: ParkedMessage): TParkedMessage => ({
  group: m.group,
  messageId: m.envelope.id,
  topic: m.topic,
  type: m.envelope.type,
  streamId: m.envelope.streamId,
  occurredAt: m.envelope.occurredAt,
  attempts: m.attempts,
  lastError: m.lastError,
  parkedAt: m.parkedAt.toISOString(),
  data: m.envelope.data,
});

const notParked = (group: string, messageId: string) =>
  new NotFoundError(`Message ${messageId} is not parked in ${group}: it was retried or discarded already`);

/** The bus's "not parked" as this service's 404; any other failure as it is. */
const asNotParked = (group: string, messageId: string) => (error: unknown) => {
  throw error instanceof ParkedMessageNotFound ? notParked(group, messageId) : error;
};

/**
 * A platform administrator's handling of this service's parked messages: list them, run one through
 * its group's handler again once the cause is fixed, or discard it. Every change is logged with who
 * made it.
 */
export function installParkedMessageRoutes(app: FastifyInstance, opts: ParkedMessageRoutesOptions): void {
  const base = parkedMessagesPath(opts.service);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(base, { schema: { response: { 200: ZParkedMessageList } } }, async (request) => {
    requirePlatformAdmin(request);
    const { total, messages } = await listParked(opts.db, opts.service, PARKED_MESSAGES_PAGE);
    return { service: opts.service, total, messages: messages.map(toContract) };
  });

  api.post(
    `${base}/:group/:messageId/retry`,
    { schema: { params: ZMessageParams, response: { 200: ZParkedMessageRetried } } },
    async (request) => {
      const user = requirePlatformAdmin(request);
      const { group, messageId } = request.params;
      const consumer = opts.consumers.find((c) => c.group === group);
      if (!consumer) throw notParked(group, messageId);
      const result = await retryParked(opts.db, opts.service, group, messageId, consumer.handle).catch(
        asNotParked(group, messageId),
      );
      request.log.info({ group, messageId, by: user.sub, outcome: result.outcome }, "parked message retried");
      if (result.outcome === "failed") {
        throw new ConflictError(`The message failed again: ${result.error}`, PARKED_RETRY_FAILED);
      }
      return result;
    },
  );

  api.delete(`${base}/:group/:messageId`, { schema: { params: ZMessageParams } }, async (request, reply) => {
    const user = requirePlatformAdmin(request);
    const { group, messageId } = request.params;
    await discardParked(opts.db, opts.service, group, messageId).catch(asNotParked(group, messageId));
    request.log.warn({ group, messageId, by: user.sub }, "parked message discarded");
    return reply.status(204).send();
  });
}
