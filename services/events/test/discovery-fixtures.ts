import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { TCreateEventRequest } from "@mawid/contracts/events";
import { IDENTITY_ORGANIZATION_STREAM } from "@mawid/contracts/identity";
import { type TAccessClaims, topicOf } from "@mawid/contracts/platform";
import type { TestService } from "@mawid/service";
import { firstEventEnvelope } from "@mawid/testing";
import { trackHostOrganizationsConsumer } from "../src/consumers/track-host-organizations.ts";

type Service = TestService<Record<never, never>>;

export interface Host {
  organizationId: string;
  owner: TAccessClaims;
  admin: TAccessClaims;
}

function claims(orgs: TAccessClaims["orgs"], role: "user" | "admin" = "user"): TAccessClaims {
  const sub = randomUUID();
  return { sub, email: `${sub}@example.org`, emailVerified: true, role, orgs };
}

/** An organisation with its owner, and a platform admin to approve its events. */
export function host(features: string[] = []): Host {
  const organizationId = randomUUID();
  return {
    organizationId,
    owner: claims({ [organizationId]: { role: "owner", tier: "free", features } }),
    admin: claims({}, "admin"),
  };
}

export function someone(): TAccessClaims {
  return claims({});
}

/** An event as a host creates it: an evening lecture in London in 2030 unless told otherwise. */
export function eventRequest(h: Host, over: Partial<TCreateEventRequest> = {}): TCreateEventRequest {
  return {
    organizationId: h.organizationId,
    title: "Evening lecture",
    description: "<p>A talk for everyone</p>",
    category: "lecture",
    startsAt: "2030-03-01T18:00:00Z",
    endsAt: "2030-03-01T20:00:00Z",
    timeZone: "Europe/London",
    venue: {
      name: "East London Mosque",
      address: "82-92 Whitechapel Rd, London",
      latitude: 51.5175,
      longitude: -0.0653,
    },
    audience: "mixed",
    ...over,
  };
}

async function call(service: Service, method: "POST", url: string, who: TAccessClaims, payload?: object) {
  const response = await service.app.inject({ method, url, headers: await service.bearer(who), payload });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; status: string };
}

export async function createEvent(service: Service, h: Host, over: Partial<TCreateEventRequest> = {}) {
  return (await call(service, "POST", "/api/v1/events", h.owner, eventRequest(h, over))).id;
}

/** Created, submitted and approved by a platform admin: published, as hosts' events are. */
export async function publishEvent(service: Service, h: Host, over: Partial<TCreateEventRequest> = {}) {
  const id = await createEvent(service, h, over);
  await call(service, "POST", `/api/v1/events/${id}/submit`, h.owner);
  const approved = await call(service, "POST", `/api/v1/events/${id}/approve`, h.admin);
  if (approved.status !== "published") throw new Error(`event ${id} is ${approved.status}`);
  return id;
}

/** Delivers identity's announcement of an organisation's name or tier to the events service, as the bus does. */
export async function announce(
  service: Service,
  type: "OrganizationCreated" | "TierChanged",
  data: Record<string, unknown>,
): Promise<void> {
  const consumer = trackHostOrganizationsConsumer(service.ctx.name);
  const envelope = firstEventEnvelope({ type, streamType: IDENTITY_ORGANIZATION_STREAM, data });
  const message = {
    topic: topicOf(IDENTITY_ORGANIZATION_STREAM),
    key: envelope.streamId,
    envelope,
    headers: {},
  };
  await service.ctx.db.transaction().execute((trx: Transaction<unknown>) => consumer.handle(trx, message));
}
