import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { ErrorCode, errorBody } from "@mawid/contracts/platform";
import { ConcurrencyError } from "@mawid/eventstore";
import { type ErrorStatusMapper, statusOf } from "./error-status.ts";
import { DomainError, RateLimitedError } from "./errors.ts";

function fieldsFromZod(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The first field message, so a client that shows one line still shows the seed's exact text. */
function summary(fields: Record<string, string>): string {
  return Object.values(fields)[0] ?? "Invalid request";
}

/**
 * One error policy for every service: zod errors are 400 with per-field messages, domain errors get
 * the status the service's mapper gives them, and nothing else leaks more than a request id.
 */
export function installErrorHandler(app: FastifyInstance, errorStatus?: ErrorStatusMapper): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fields[key] ??= v.message ?? "Invalid value";
      }
      return reply.status(400).send(errorBody(ErrorCode.validation, summary(fields), fields));
    }
    if (error instanceof ZodError) {
      const fields = fieldsFromZod(error.issues);
      return reply.status(400).send(errorBody(ErrorCode.validation, summary(fields), fields));
    }
    const domain: unknown = error;
    if (domain instanceof DomainError) {
      if (domain instanceof RateLimitedError) reply.header("retry-after", String(domain.retryAfterSeconds));
      return reply
        .status(statusOf(domain, errorStatus))
        .send(errorBody(domain.code, domain.message, domain.fields));
    }
    if (error instanceof ConcurrencyError) {
      return reply
        .status(409)
        .send(errorBody(ErrorCode.concurrency, "Someone else changed this at the same time; please retry"));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.status(500).send(errorBody(ErrorCode.internal, `Internal error (request ${request.id})`));
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send(errorBody(ErrorCode.payloadTooLarge, "Request body is too large"));
    if (status === 429) return reply.status(429).send(errorBody(ErrorCode.rateLimited, error.message));
    if (status >= 400 && status < 500) {
      const code = error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" ? "UNSUPPORTED_MEDIA_TYPE" : "BAD_REQUEST";
      return reply.status(status).send(errorBody(code, error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorBody(ErrorCode.internal, `Internal error (request ${request.id})`));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody(ErrorCode.notFound, `No route for ${request.method} ${request.url.split("?")[0]}`)),
  );
}
