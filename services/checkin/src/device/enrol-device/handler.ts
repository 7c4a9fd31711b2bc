import { randomUUID } from "node:crypto";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deviceStreamId, ZEnrolDeviceRequest, ZEnrolledDevice } from "@mawid/contracts/checkin";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import { checkinDb } from "../../db/tables.ts";
import type { CheckinDeps } from "../../deps.ts";
import { ZEventParams } from "../../gate/params.ts";
import { requireKnownEvent } from "../../event/known-event.ts";
import { readGates } from "../../gate/read-gates.ts";
import { handleDeviceCommand } from "../handle.ts";
import { newDeviceToken } from "../token.ts";

/**
 * `POST /api/v1/checkin/events/{id}/devices`: a host enrols a scanning device (201). Its token is in
 * the answer only; the enrolment link carries it in the fragment, which browsers never send, so it
 * reaches no server's log.
 */
export function registerEnrolDevice(app: FastifyInstance, deps: CheckinDeps): void {
  const origin = deps.publicUrl.replace(/\/+$/, "");
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/checkin/events/:id/devices",
      { schema: { params: ZEventParams, body: ZEnrolDeviceRequest, response: { 201: ZEnrolledDevice } } },
      async (request, reply) => {
        const now = new Date();
        const claims = requireUser(request);
        const event = await requireKnownEvent(deps.events, request.params.id);
        requireOrganizationRole(claims, event.organizationId, ORGANISER_ROLES);
        const gates = await readGates(deps.db, event.eventId);
        const deviceId = randomUUID();
        const { token, hash } = newDeviceToken();
        const { events } = await handleDeviceCommand(
          deps.db,
          deviceStreamId(deviceId),
          {
            type: "EnrolDevice",
            event,
            eventGateIds: gates.map((g) => g.id),
            deviceId,
            name: request.body.name,
            gateIds: request.body.gateIds,
            validForHours: request.body.validForHours,
            actorId: claims.sub,
            at: now.toISOString(),
          },
          commandMeta(request, now),
          (trx) =>
            checkinDb(trx)
              .insertInto("device_secrets")
              .values({ device_id: deviceId, token_hash: hash })
              .execute()
              .then(() => undefined),
        );
        const [enrolled] = events;
        if (enrolled?.type !== "DeviceEnrolled") throw new Error("enrolling a device enrols it");
        const d = enrolled.data;
        return reply.status(201).send({
          deviceId: d.deviceId,
          eventId: d.eventId,
          name: d.name,
          gateIds: d.gateIds,
          token,
          enrolUrl: `${origin}/event/${d.eventId}/checkin#device=${token}`,
          expiresAt: d.expiresAt,
        });
      },
    );
}
