import type { FastifyRequest } from "fastify";
import type { CommandMeta } from "@mawid/eventstore";

/** The correlation, causation and trace of a command caused by an HTTP request. */
export function commandMeta(request: FastifyRequest, now: Date = new Date()): CommandMeta {
  const traceparent = request.headers.traceparent;
  return {
    occurredAt: now,
    correlationId: String(request.headers["x-correlation-id"] ?? request.id),
    causationId: request.id,
    traceparent: typeof traceparent === "string" ? traceparent : null,
  };
}
