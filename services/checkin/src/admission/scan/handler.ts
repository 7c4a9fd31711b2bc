import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZScanAnswer, ZScanRequest } from "@mawid/contracts/checkin";
import { commandMeta } from "@mawid/service";
import type { CheckinDeps } from "../../deps.ts";
import { claimedTicketId } from "../read-code.ts";
import { recordScan } from "../record-scan.ts";
import { scanningStation, scanTime } from "../scan-station.ts";

/**
 * `POST /api/v1/checkin/scans`: a station scanned a code. Every result is an answer (200), a refusal
 * included; only a bad request or a caller who is not the event's station is an error.
 */
export function registerScan(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/checkin/scans",
      { schema: { body: ZScanRequest, response: { 200: ZScanAnswer } } },
      async (request) => {
        const body = request.body;
        const gateId = body.gateId ?? null;
        const { event, station, deviceId, gates } = await scanningStation(request, deps, body.eventId, {
          deviceId: body.deviceId,
          gateIds: [gateId],
        });
        const now = new Date();
        const scannedAt = scanTime(body.scannedAt, now);
        const outcome = await recordScan(
          deps,
          {
            eventId: event.eventId,
            organizationId: event.organizationId,
            ticketId: claimedTicketId(event.eventId, body.qr),
            code: body.qr,
            gates,
            direction: body.direction,
            origin: {
              gateId,
              deviceId,
              userId: station.userId,
              nonce: body.nonce ?? null,
              scannedAt,
              recordedAt: now.toISOString(),
            },
            offline: false,
            manual: false,
          },
          commandMeta(request, now),
        );
        return outcome.answer;
      },
    );
}
