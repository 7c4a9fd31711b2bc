import { z } from "zod";

/**
 * A message a consumer group set aside after it failed too many times (the bus's poison parking).
 * Platform administrators list, retry or discard them per service; each service owns its own.
 */
export const ZParkedMessage = z.object({
  /** The consumer group, `<service>.<purpose>`. */
  group: z.string(),
  messageId: z.uuid(),
  topic: z.string(),
  /** The event's type and the stream it came from. */
  type: z.string(),
  streamId: z.string(),
  occurredAt: z.iso.datetime(),
  /** Failed attempts so far, retries from this list included. */
  attempts: z.number().int().positive(),
  lastError: z.string(),
  parkedAt: z.iso.datetime(),
  /** The event's data, to judge whether a retry can succeed. */
  data: z.record(z.string(), z.unknown()),
});
export type TParkedMessage = z.infer<typeof ZParkedMessage>;

/** `GET /api/v1/ops/{service}/parked-messages`: the newest first, at most PARKED_MESSAGES_PAGE. */
export const ZParkedMessageList = z.object({
  service: z.string(),
  total: z.number().int().nonnegative(),
  messages: z.array(ZParkedMessage),
});
export type TParkedMessageList = z.infer<typeof ZParkedMessageList>;

export const PARKED_MESSAGES_PAGE = 100;

/**
 * `POST …/parked-messages/{group}/{messageId}/retry`: the group's handler ran again and its effect
 * committed, so the message is no longer parked. When it fails again the answer is 409
 * RETRY_FAILED, the message stays parked, and its attempts and last error are updated.
 */
export const ZParkedMessageRetried = z.object({ outcome: z.literal("handled") });
export type TParkedMessageRetried = z.infer<typeof ZParkedMessageRetried>;

/** The one error code of these routes beyond the shared ones (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND). */
export const PARKED_RETRY_FAILED = "RETRY_FAILED";

/** Where a service serves its parked messages, behind the gateway (`DELETE …/{group}/{messageId}` discards one). */
export const parkedMessagesPath = (service: string) => `/api/v1/ops/${service}/parked-messages`;
