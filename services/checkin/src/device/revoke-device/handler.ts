import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deviceStreamId } from "@mawid/contracts/checkin";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { CheckinDeps } from "../../deps.ts";
import { DeviceNotFoundError } from "../errors.ts";
import { deviceCache } from "../find-device.ts";
import { handleDeviceCommand } from "../handle.ts";

const ZDeviceParams = z.object({ deviceId: z.uuid({ error: "Unknown device" }) });

/**
 * `POST /api/v1/checkin/devices/{deviceId}/revoke`: a host of the device's organisation stops it
 * scanning (204): at once in this process, within the credential cache's seconds in any other.
 */
export function registerRevokeDevice(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/checkin/devices/:deviceId/revoke",
      { schema: { params: ZDeviceParams } },
      async (request, reply) => {
        const now = new Date();
        const claims = requireUser(request);
        const { deviceId } = request.params;
        const device = await deps.db
          .selectFrom("devices")
          .select("organization_id")
          .where("device_id", "=", deviceId)
          .executeTakeFirst();
        if (!device) throw new DeviceNotFoundError();
        requireOrganizationRole(claims, device.organization_id, ORGANISER_ROLES);
        await handleDeviceCommand(
          deps.db,
          deviceStreamId(deviceId),
          { type: "RevokeDevice", actorId: claims.sub, at: now.toISOString() },
          commandMeta(request, now),
        );
        deviceCache(deps).forget(deviceId);
        return reply.status(204).send();
      },
    );
}
