import { z } from "zod";
import { ZGateFields } from "./events.ts";

/** How many gates one event may have. */
export const MAX_GATES_PER_EVENT = 50;

/** One gate as hosts and stations see it. */
export const ZGate = ZGateFields.extend({ id: z.string() });
export type TGate = z.infer<typeof ZGate>;

/** `GET /api/v1/checkin/events/{id}/gates`. */
export const ZGates = z.array(ZGate);

/** `POST /api/v1/checkin/events/{id}/gates` (201) and `PUT .../gates/{gateId}`. */
export const ZGateRequest = ZGateFields.refine(
  (g) => !g.opensAt || !g.closesAt || Date.parse(g.opensAt) < Date.parse(g.closesAt),
  {
    error: "The gate must open before it closes",
    path: ["closesAt"],
  },
);
export type TGateRequest = z.input<typeof ZGateRequest>;
