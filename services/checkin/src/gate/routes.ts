import type { FastifyInstance } from "fastify";
import type { CheckinDeps } from "../deps.ts";

/** The gates' routes: list, add, change and remove an event's gates (built by the gates work, issue 21). */
export function registerGateRoutes(_app: FastifyInstance, _deps: CheckinDeps): void {}
