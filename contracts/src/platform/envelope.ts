import { z } from "zod";

/**
 * Every message on the bus, whatever the transport. `type` is the event name, `version` its schema
 * version: `OrderPlaced` v1 is a different contract from `OrderPlaced` v2, and a published version is
 * never edited.
 */
export const ZEnvelope = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  /** `<service>.<aggregate>`, e.g. `identity.user`; the topic is `<streamType>.v<version>`. */
  streamType: z.string().min(1),
  streamId: z.string().min(1),
  /** Position of the event in its stream, starting at 1. */
  streamPosition: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  correlationId: z.string().min(1),
  causationId: z.string().nullable(),
  /** W3C trace context of the request that caused the event. */
  traceparent: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type TEnvelope = z.infer<typeof ZEnvelope>;
