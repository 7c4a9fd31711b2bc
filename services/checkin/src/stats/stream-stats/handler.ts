import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TCheckinStats } from "@mawid/contracts/checkin";
import type { CheckinDeps } from "../../deps.ts";
import { authenticateStation } from "../../device/station.ts";
import { requireKnownEvent } from "../../event/known-event.ts";
import { ZEventParams } from "../../gate/params.ts";

const CHECK_MS = 1_000;
const HEARTBEAT_MS = 15_000;

/** The counts without their time: a message goes out only when a count changed. */
const countsOf = (stats: TCheckinStats) => JSON.stringify({ ...stats, updatedAt: undefined });

/**
 * `GET /api/v1/checkin/events/{id}/stats/stream`: server-sent events, one `data:` message of the
 * stats on connect and then whenever they change, looked at once a second, with a comment every 15 s
 * so proxies keep the connection open. Ends when the client goes.
 */
export function registerStreamStats(app: FastifyInstance, deps: CheckinDeps): void {
  const open = new Set<() => void>();
  // Open streams would hold the server's close forever: they end before it closes.
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/checkin/events/:id/stats/stream",
      { schema: { params: ZEventParams } },
      async (request, reply) => {
        const event = await requireKnownEvent(deps.events, request.params.id);
        await authenticateStation(request, deps, event);
        const first = await deps.stats.get(event.eventId);
        reply.hijack();
        const out = reply.raw;
        out.writeHead(200, {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-cache, no-transform",
          connection: "keep-alive",
          "x-accel-buffering": "no",
        });
        let last = countsOf(first);
        out.write(`data: ${JSON.stringify(first)}\n\n`);
        let checking = false;
        const check = setInterval(async () => {
          if (checking) return;
          checking = true;
          try {
            const stats = await deps.stats.get(event.eventId);
            const counts = countsOf(stats);
            if (counts !== last && !out.destroyed) {
              last = counts;
              out.write(`data: ${JSON.stringify(stats)}\n\n`);
            }
          } catch (error) {
            request.log.warn({ err: error }, "live check-in stats unavailable");
          } finally {
            checking = false;
          }
        }, CHECK_MS);
        const heartbeat = setInterval(() => out.write(": still here\n\n"), HEARTBEAT_MS);
        const stop = () => {
          clearInterval(check);
          clearInterval(heartbeat);
          open.delete(end);
        };
        const end = () => {
          stop();
          out.end();
        };
        open.add(end);
        out.once("close", stop);
      },
    );
}
