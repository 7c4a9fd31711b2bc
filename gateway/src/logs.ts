import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ErrorCode, errorBody } from "@mawid/contracts/platform";
import { type FixedWindowLimiter, tooManyRequestsBody } from "./rate-limit.ts";

export const LOGS_BODY_LIMIT = 64 * 1024;
export const LOGS_MAX_ENTRIES = 50;

/** One client log entry, as the seed's remote logger sends it. */
export const ZClientLogEntry = z.object({
  level: z.enum(["error", "warn", "info", "debug"]),
  message: z.string().min(1).max(8_000),
  timestamp: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]),
  session_id: z.string().max(200).nullish(),
  user_id: z.string().max(200).nullish(),
  context: z.record(z.string(), z.unknown()).nullish(),
});
export type TClientLogEntry = z.infer<typeof ZClientLogEntry>;

/** One entry, or a batch of at most 50 (the seed keeps the last 50 pending entries). */
export const ZClientLogs = z.union([
  ZClientLogEntry,
  z
    .array(ZClientLogEntry)
    .min(1)
    .max(LOGS_MAX_ENTRIES, { error: `At most ${LOGS_MAX_ENTRIES} entries per request` }),
]);

/**
 * `POST /api/logs`: the browser's remote log. Entries go to the gateway's own log with
 * `client: true`, so they land wherever the platform's logs go. Limited per client IP, before the
 * body is read.
 */
export function installClientLogs(app: FastifyInstance, options: { limiter: FixedWindowLimiter }): void {
  app.post(
    "/api/logs",
    {
      bodyLimit: LOGS_BODY_LIMIT,
      onRequest: async (request, reply) => {
        const wait = options.limiter.take(request.ip);
        if (wait > 0) {
          return reply.status(429).header("retry-after", String(wait)).send(tooManyRequestsBody(wait));
        }
      },
    },
    async (request, reply) => {
      const parsed = ZClientLogs.safeParse(request.body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues)
          fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
        return reply
          .status(400)
          .send(errorBody(ErrorCode.validation, Object.values(fields)[0] ?? "Invalid log entries", fields));
      }
      const entries = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
      for (const entry of entries) {
        const { level, message, ...rest } = entry;
        request.log[level]({ client: true, ip: request.ip, ...rest }, message);
      }
      return reply.status(202).send({ accepted: entries.length });
    },
  );
}
