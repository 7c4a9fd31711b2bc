import type { FastifyInstance } from "fastify";
import { STATION_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZTicketKeys, ZTicketKeysQuery } from "@mawid/contracts/ticketing";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import { sql } from "kysely";
import type { TicketingDeps } from "../../deps.ts";
import { EventNotFoundError } from "../../errors.ts";

const ZParams = z.object({ id: z.uuid() });

/**
 * `GET /api/v1/events/{id}/ticket-keys?since=<cursor>`: the event's public keys and the tickets revoked
 * since the scanner's last download, for the organisation's members (scanners among them) to verify
 * tickets offline. Revocations are listed by (transaction, position) and only from transactions older
 * than any still running, so one that commits late is listed on the next download, never skipped.
 */
export function registerGetTicketKeys(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/events/:id/ticket-keys",
      { schema: { params: ZParams, querystring: ZTicketKeysQuery, response: { 200: ZTicketKeys } } },
      async (request) => {
        const claims = requireUser(request);
        const eventId = request.params.id;
        const event = await deps.db
          .selectFrom("known_events")
          .select("organization_id")
          .where("event_id", "=", eventId)
          .executeTakeFirst();
        if (!event) throw new EventNotFoundError();
        requireOrganizationRole(claims, event.organization_id, STATION_ROLES);
        const [sinceTx, sincePosition] = (request.query.since ?? "0.0").split(".");
        const [keys, revocations] = await Promise.all([
          deps.db
            .selectFrom("ticket_keys")
            .select(["kid", "public_key", "created_at"])
            .where("event_id", "=", eventId)
            .orderBy("created_at")
            .execute(),
          deps.db
            .selectFrom("ticket_revocations")
            .select(["ticket_id", "reason", "revoked_at", sql<string>`tx_id::text`.as("tx"), "position"])
            .where("event_id", "=", eventId)
            .where(sql<boolean>`tx_id < pg_snapshot_xmin(pg_current_snapshot())`)
            .where(sql<boolean>`(tx_id, position) > (${sinceTx}::xid8, ${sincePosition}::bigint)`)
            .orderBy("tx_id")
            .orderBy("position")
            .execute(),
        ]);
        const last = revocations.at(-1);
        return {
          eventId,
          keys: keys.map((k) => ({
            kid: k.kid,
            algorithm: "Ed25519" as const,
            publicKey: k.public_key,
            createdAt: k.created_at.toISOString(),
          })),
          revocations: revocations.map((r) => ({
            ticketId: r.ticket_id,
            reason: r.reason,
            revokedAt: r.revoked_at.toISOString(),
          })),
          cursor: last ? `${last.tx}.${last.position}` : `${sinceTx}.${sincePosition}`,
        };
      },
    );
}
