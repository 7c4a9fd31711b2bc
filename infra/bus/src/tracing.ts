import { propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { type BusTransportName, type DeliveredMessage, HEADER_TRACEPARENT } from "./types.ts";

const tracer = trace.getTracer("@mawid/bus");

/**
 * Runs a message's handling inside a CONSUMER span whose parent is the trace the message carries (its
 * headers, or the envelope's traceparent where a transport keeps none), so the work it causes joins
 * the request that appended the event. Without a tracing SDK the API hands out no-op spans.
 */
export function withConsumerSpan<T>(
  transport: BusTransportName,
  group: string,
  m: DeliveredMessage,
  run: (span: Span) => Promise<T>,
): Promise<T> {
  const carrier: Record<string, string> = { ...m.headers };
  if (!carrier[HEADER_TRACEPARENT] && m.envelope.traceparent) {
    carrier[HEADER_TRACEPARENT] = m.envelope.traceparent;
  }
  const parent = propagation.extract(ROOT_CONTEXT, carrier);
  return tracer.startActiveSpan(
    `${m.topic} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        "messaging.system": transport,
        "messaging.operation.type": "process",
        "messaging.operation.name": "process",
        "messaging.destination.name": m.topic,
        "messaging.consumer.group.name": group,
        "messaging.message.id": m.envelope.id,
        "messaging.message.conversation_id": m.envelope.correlationId,
      },
    },
    parent,
    async (span) => {
      try {
        return await run(span);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** A failed attempt, kept on the span as an exception event; parking marks the span failed. */
export function recordAttemptFailure(span: Span, error: unknown, parked: boolean): void {
  span.recordException(error instanceof Error ? error : String(error));
  if (parked)
    span.setStatus({ code: SpanStatusCode.ERROR, message: "message parked after repeated failures" });
}
