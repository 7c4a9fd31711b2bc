import { STATUS_CODES } from "node:http";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from "fastify";
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

/** Said of a request target that is not text, here and by the check in text-input.ts. */
export const NOT_TEXT_ADDRESS = "The address is not valid text";

/**
 * Fastify's refusals before a route is found, in the error shape too: a path whose
 * percent-encoding does not decode (`/events/%FF`) is the caller's mistake, anything else is ours.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_BAD_URL") {
    reply.status(400).send(errorBody(ErrorCode.validation, NOT_TEXT_ADDRESS));
    return;
  }
  request.log.error({ err: error }, "request failed before routing");
  reply.status(500).send(errorBody(ErrorCode.internal, `Internal error (request ${request.id})`));
}

const CONNECTION_ERRORS: Record<string, [status: number, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, "HEADERS_TOO_LARGE", "The address or the headers are too large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "REQUEST_TIMEOUT", "The request took too long to arrive"],
};

/**
 * Node's refusals of a request it could not read as HTTP (an address of 100,000 characters is past
 * its 16 KiB limit for headers), in the error shape, where Fastify would answer its own shape.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions["clientErrorHandler"]> = (
  error,
  socket,
) => {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, message] = CONNECTION_ERRORS[error.code ?? ""] ?? [
    400,
    "BAD_REQUEST",
    "The request is not valid HTTP",
  ];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
};

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
