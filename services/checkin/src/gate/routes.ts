import type { FastifyInstance } from "fastify";
import type { CheckinDeps } from "../deps.ts";
import { registerAddGate } from "./add-gate/handler.ts";
import { registerChangeGate } from "./change-gate/handler.ts";
import { registerGetGates } from "./get-gates/handler.ts";
import { registerRemoveGate } from "./remove-gate/handler.ts";

/** The gates' routes: list, add, change and remove an event's gates. */
export function registerGateRoutes(app: FastifyInstance, deps: CheckinDeps): void {
  for (const register of [registerGetGates, registerAddGate, registerChangeGate, registerRemoveGate])
    register(app, deps);
}
