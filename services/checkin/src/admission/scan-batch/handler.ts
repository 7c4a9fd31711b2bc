import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type TScanBatchAnswer, ZScanBatchAnswer, ZScanBatchRequest } from "@mawid/contracts/checkin";
import { commandMeta } from "@mawid/service";
import type { CheckinDeps } from "../../deps.ts";
import { claimedTicketId } from "../read-code.ts";
import { recordScans } from "../record-batch.ts";
import type { ScanToRecord } from "../record-scan.ts";
import { scanningStation, scanTime } from "../scan-station.ts";

/**
 * `POST /api/v1/checkin/scans/batch`: a station's queue of offline scans, oldest first, each decided at
 * the time it was scanned. Answers a result per scan in the order sent, each with `duplicate` when
 * the station let someone in offline whom another station had already admitted (see the admission
 * decider's rule). A scan whose nonce was answered before gets that answer again.
 */
export function registerScanBatch(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/checkin/scans/batch",
      { schema: { body: ZScanBatchRequest, response: { 200: ZScanBatchAnswer } } },
      async (request) => {
        const body = request.body;
        const { event, station, deviceId, gates } = await scanningStation(request, deps, body.eventId, {
          deviceId: body.deviceId,
          gateIds: body.scans.map((s) => s.gateId ?? null),
        });
        const now = new Date();
        const meta = commandMeta(request, now);
        const scans: ScanToRecord[] = body.scans.map((s) => {
          const scannedAt = scanTime(s.scannedAt, now);
          return {
            eventId: event.eventId,
            organizationId: event.organizationId,
            ticketId: claimedTicketId(event.eventId, s.qr),
            code: s.qr,
            gates,
            direction: s.direction,
            origin: {
              gateId: s.gateId ?? null,
              deviceId,
              userId: station.userId,
              nonce: s.nonce,
              scannedAt,
              recordedAt: now.toISOString(),
            },
            offline: true,
            manual: false,
          };
        });
        const outcomes = await recordScans(deps, event.eventId, scans, meta);
        const results: TScanBatchAnswer["results"] = outcomes.map((outcome, i) => ({
          ...outcome.answer,
          nonce: body.scans[i]!.nonce,
          duplicate: outcome.duplicate,
        }));
        return { results };
      },
    );
}
