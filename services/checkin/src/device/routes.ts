import type { FastifyInstance } from "fastify";
import type { CheckinDeps } from "../deps.ts";
import { registerEnrolDevice } from "./enrol-device/handler.ts";
import { registerGetDevice } from "./get-device/handler.ts";
import { registerGetDevices } from "./get-devices/handler.ts";
import { registerRevokeDevice } from "./revoke-device/handler.ts";

/** The devices' routes: enrol, list, revoke, and a device's own view. */
export function registerDeviceRoutes(app: FastifyInstance, deps: CheckinDeps): void {
  for (const register of [registerEnrolDevice, registerGetDevices, registerRevokeDevice, registerGetDevice])
    register(app, deps);
}
