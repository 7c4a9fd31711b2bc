import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZDeviceSelf } from "@mawid/contracts/checkin";
import type { CheckinDeps } from "../../deps.ts";
import { DeviceNotValidError } from "../errors.ts";
import { deviceToken, findDevice } from "../find-device.ts";

/**
 * `GET /api/v1/checkin/device`: an enrolled device asks what its token allows, to show its event and
 * gates; 401 DEVICE_NOT_VALID once it is revoked or expired, so the scanner forgets it.
 */
export function registerGetDevice(app: FastifyInstance, deps: CheckinDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/checkin/device", { schema: { response: { 200: ZDeviceSelf } } }, async (request) => {
      const token = deviceToken(request);
      if (token === null) throw new DeviceNotValidError("unknown");
      const device = await findDevice(deps, token);
      return {
        deviceId: device.deviceId,
        eventId: device.eventId,
        name: device.name,
        gateIds: [...device.gateIds],
        expiresAt: device.expiresAt.toISOString(),
      };
    });
}
