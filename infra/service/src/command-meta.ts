import { isSpanContextValid, trace } from "@opentelemetry/api";
import type { FastifyRequest } from "fastify";
import type { CommandMeta } from "@mawid/eventstore";

/**
 * The W3C traceparent to store with the events: the request's own span when tracing is on, so that
 * consumers become its children; otherwise the caller's header, passed on as it came.
 */
function traceparentOf(request: FastifyRequest): string | null {
  const span = trace.getActiveSpan()?.spanContext();
  if (span && isSpanContextValid(span)) {
    return `00-${span.traceId}-${span.spanId}-${span.traceFlags.toString(16).padStart(2, "0")}`;
  }
  const header = request.headers.traceparent;
  return typeof header === "string" ? header : null;
}

/** The correlation, causation and trace of a command caused by an HTTP request. */
export function commandMeta(request: FastifyRequest, now: Date = new Date()): CommandMeta {
  return {
    occurredAt: now,
    correlationId: String(request.headers["x-correlation-id"] ?? request.id),
    causationId: request.id,
    traceparent: traceparentOf(request),
  };
}
