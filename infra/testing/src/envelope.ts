import { randomUUID } from "node:crypto";

export interface FirstEventOptions {
  type: string;
  /** `<service>.<aggregate>`, e.g. `identity.user`. */
  streamType: string;
  streamId?: string;
  data?: Record<string, unknown>;
  occurredAt?: string;
}

/**
 * The first event of a fresh stream as the event store envelopes it (see contracts' ZEnvelope), for
 * tests that deliver or park a message without appending it. Typed by shape: this package cannot
 * depend on @mawid/contracts, whose own tests depend on it.
 */
export function firstEventEnvelope(opts: FirstEventOptions) {
  return {
    id: randomUUID(),
    type: opts.type,
    version: 1,
    streamType: opts.streamType,
    streamId: opts.streamId ?? randomUUID(),
    streamPosition: 1,
    occurredAt: opts.occurredAt ?? new Date().toISOString(),
    correlationId: randomUUID(),
    causationId: null as string | null,
    traceparent: null as string | null,
    data: opts.data ?? {},
  };
}
