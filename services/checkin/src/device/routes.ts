import type { FastifyInstance } from "fastify";
import type { CheckinDeps } from "../deps.ts";

/** The devices' routes: enrol, list, revoke, and a device's own view (built by the devices work, issue 21). */
export function registerDeviceRoutes(_app: FastifyInstance, _deps: CheckinDeps): void {}
