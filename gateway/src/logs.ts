import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { ErrorCode, errorBody } from "@mawid/contracts/platform";
import { bearerToken, type TokenVerifier } from "@mawid/service";
import { type FixedWindowLimiter, tooManyRequestsBody } from "./rate-limit.ts";

export const LOGS_BODY_LIMIT = 64 * 1024;
export const LOGS_MAX_ENTRIES = 50;
/** One entry, serialised; the web trims an entry's context to 8,000 characters before sending. */
export const LOGS_MAX_ENTRY_BYTES = 12 * 1024;

/**
 * One client log entry, as the seed's remote logger sends it. `user_id` is accepted so the seed's
 * wire shape stays valid, and never believed: the user is the one of the verified token, if any.
 */
export const ZClientLogEntry = z
  .object({
    level: z.enum(["error", "warn", "info", "debug"]),
    message: z.string().min(1).max(8_000),
    timestamp: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]),
    session_id: z.string().max(200).nullish(),
    user_id: z.string().max(200).nullish(),
    context: z.record(z.string(), z.unknown()).nullish(),
  })
  .refine((entry) => Buffer.byteLength(JSON.stringify(entry)) <= LOGS_MAX_ENTRY_BYTES, {
    error: `A log entry is at most ${LOGS_MAX_ENTRY_BYTES / 1024} KiB`,
  });

/** One entry, or a batch of at most 50 (the seed keeps the last 50 pending entries). */
export const ZClientLogs = z.union([
  ZClientLogEntry,
  z
    .array(ZClientLogEntry)
    .min(1)
    .max(LOGS_MAX_ENTRIES, { error: `At most ${LOGS_MAX_ENTRIES} entries per request` }),
]);

export interface ClientLogsOptions {
  /** Entries per client address; a request is counted before its body is read. */
  perAddress: FixedWindowLimiter;
  /** Entries per session: the verified user's, else the logger's own session id, else the address. */
  perSession: FixedWindowLimiter;
  verifier: TokenVerifier;
}

function tooMany(reply: FastifyReply, wait: number) {
  return reply.status(429).header("retry-after", String(wait)).send(tooManyRequestsBody(wait));
}

/**
 * `POST /api/logs`: the browser's remote log. Anyone can write here, so what is written is marked
 * as theirs: every entry is logged with `source: "client"`, at info (debug for the client's debug)
 * whatever level the client gave, which is kept as `clientLevel`. A server alert or a search for
 * the gateway's errors (level 50, `source` absent) cannot be set off by a browser. The client's
 * fields sit under `clientEntry`, so none of them can stand in for the gateway's own.
 */
export function installClientLogs(app: FastifyInstance, options: ClientLogsOptions): void {
  const { perAddress, perSession, verifier } = options;
  app.post(
    "/api/logs",
    {
      bodyLimit: LOGS_BODY_LIMIT,
      onRequest: async (request, reply) => {
        const wait = perAddress.take(request.ip);
        if (wait > 0) return tooMany(reply, wait);
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
      const userId = await verifiedUserId(verifier, request.headers.authorization);
      const addressWait = entries.length > 1 ? perAddress.take(request.ip, entries.length - 1) : 0;
      if (addressWait > 0) return tooMany(reply, addressWait);
      const session =
        userId !== null
          ? `user:${userId}`
          : entries[0]!.session_id
            ? `session:${entries[0]!.session_id}`
            : `ip:${request.ip}`;
      const sessionWait = perSession.take(session, entries.length);
      if (sessionWait > 0) return tooMany(reply, sessionWait);
      for (const { level, message, timestamp, session_id, context } of entries) {
        request.log[level === "debug" ? "debug" : "info"](
          {
            source: "client",
            clientLevel: level,
            ip: request.ip,
            userId,
            clientEntry: { timestamp, sessionId: session_id ?? null, context: context ?? null },
          },
          message,
        );
      }
      return reply.status(202).send({ accepted: entries.length });
    },
  );
}

/** The user of a valid bearer token; a missing, bad or expired one leaves the entries anonymous. */
async function verifiedUserId(verifier: TokenVerifier, authorization: string | undefined) {
  const token = bearerToken(authorization);
  if (!token) return null;
  try {
    return (await verifier.verify(token)).claims.sub;
  } catch {
    return null;
  }
}
