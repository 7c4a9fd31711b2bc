import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZDevices } from "@mawid/contracts/checkin";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import type { CheckinDeps } from "../../deps.ts";
import { ZEventParams } from "../../gate/params.ts";
import { requireKnownEvent } from "../../event/known-event.ts";

/**
 * `GET /api/v1/checkin/events/{id}/devices`: the event's devices, newest first, with what each scanned
 * (counted from the scans' events as the bus delivers them, so a second or so behind the door).
 */
export function registerGetDevices(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/checkin/events/:id/devices",
      { schema: { params: ZEventParams, response: { 200: ZDevices } } },
      async (request) => {
        const now = Date.now();
        const claims = requireUser(request);
        const event = await requireKnownEvent(deps.events, request.params.id);
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        const rows = await deps.db
          .selectFrom("devices")
          .leftJoin("device_activity", "device_activity.device_id", "devices.device_id")
          .select([
            "devices.device_id",
            "devices.name",
            "devices.gate_ids",
            "devices.expires_at",
            "devices.enrolled_at",
            "devices.revoked_at",
            "device_activity.admitted",
            "device_activity.rejected",
            "device_activity.last_scan_at",
          ])
          .where("devices.event_id", "=", event.eventId)
          .orderBy("devices.enrolled_at", "desc")
          .execute();
        return rows.map((row) => ({
          deviceId: row.device_id,
          name: row.name,
          gateIds: row.gate_ids,
          status: row.revoked_at ? "revoked" : row.expires_at.getTime() <= now ? "expired" : "active",
          expiresAt: row.expires_at.toISOString(),
          enrolledAt: row.enrolled_at.toISOString(),
          lastScanAt: row.last_scan_at?.toISOString() ?? null,
          admitted: row.admitted ?? 0,
          rejected: row.rejected ?? 0,
        }));
      },
    );
}
