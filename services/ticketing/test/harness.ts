import { randomUUID } from "node:crypto";
import type { TEventStatus } from "@mawid/contracts/events";
import { DEFAULT_TIER_FEATURES, type TTier } from "@mawid/contracts/identity";
import type { TAccessClaims } from "@mawid/contracts/platform";
import type { TCreateTicketTypeRequest, TPlaceOrderRequest } from "@mawid/contracts/ticketing";
import type { TestService } from "@mawid/service";
import { eventCreatedData, eventsServiceMessage } from "@mawid/testing";
import { trackEventsConsumer } from "../src/consumers/track-events.ts";
import { ticketingDb } from "../src/db/tables.ts";

export { eventCreatedData } from "@mawid/testing";

export type TicketingTestService = TestService<Record<string, unknown>>;

/** A signed-in person; with an organisation, its member in that role on that tier. */
export function person(org?: {
  id: string;
  role?: "owner" | "admin" | "staff" | "scanner";
  tier?: TTier;
}): TAccessClaims {
  const sub = randomUUID();
  const tier = org?.tier ?? "masjid";
  return {
    sub,
    email: `${sub.slice(0, 8)}@example.org`,
    emailVerified: true,
    role: "user",
    orgs: org
      ? { [org.id]: { role: org.role ?? "owner", tier, features: [...DEFAULT_TIER_FEATURES[tier]] } }
      : {},
  };
}

const STATUS_EVENTS: Partial<Record<TEventStatus, string>> = {
  published: "EventPublished",
  cancelled: "EventCancelled",
};

/**
 * Delivers the events service's announcements of an event to ticketing's consumer, as the bus would:
 * created (with its capacity), then published or cancelled when asked.
 */
export async function announceEvent(
  service: TicketingTestService,
  opts: {
    organizationId: string;
    status?: TEventStatus;
    capacity?: number | null;
    eventId?: string;
    /** Other fields of EventCreated (a venue, a title). */
    fields?: Record<string, unknown>;
  },
): Promise<string> {
  const eventId = opts.eventId ?? randomUUID();
  const consumer = trackEventsConsumer("ticketing");
  const at = new Date().toISOString();
  const deliver = (type: string, data: Record<string, unknown>) =>
    service.ctx.db
      .transaction()
      .execute((trx) => consumer.handle(trx, eventsServiceMessage(type, eventId, data)));
  const ids = { eventId, organizationId: opts.organizationId };
  await deliver("EventCreated", eventCreatedData(ids, { capacity: opts.capacity ?? null, ...opts.fields }));
  const status = opts.status ?? "published";
  const type = STATUS_EVENTS[status];
  if (type === "EventPublished") await deliver(type, { ...ids, publishedAt: at });
  if (type === "EventCancelled") {
    await deliver(type, { ...ids, reason: "Weather", cancelledBy: randomUUID(), cancelledAt: at });
  }
  return eventId;
}

export const ticketType = (overrides: Partial<TCreateTicketTypeRequest> = {}): TCreateTicketTypeRequest => ({
  name: "General",
  price: 2500,
  currency: "USD",
  capacity: 100,
  section: "mixed",
  ...overrides,
});

export async function createTicketType(
  service: TicketingTestService,
  host: TAccessClaims,
  eventId: string,
  body: TCreateTicketTypeRequest,
): Promise<string> {
  const response = await service.app.inject({
    method: "POST",
    url: `/api/v1/events/${eventId}/ticket-types`,
    headers: await service.bearer(host),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`ticket type not created: ${response.body}`);
  return response.json().id;
}

export async function configureSection(
  service: TicketingTestService,
  host: TAccessClaims,
  eventId: string,
  section: string,
  capacity: number,
): Promise<void> {
  const response = await service.app.inject({
    method: "PUT",
    url: `/api/v1/events/${eventId}/sections/${section}`,
    headers: await service.bearer(host),
    payload: { capacity, entrance: `${section} door` },
  });
  if (response.statusCode !== 200) throw new Error(`section not configured: ${response.body}`);
}

export async function placeOrder(
  service: TicketingTestService,
  headers: Record<string, string>,
  body: TPlaceOrderRequest,
  key?: string,
) {
  return service.app.inject({
    method: "POST",
    url: "/api/v1/orders",
    headers: key ? { ...headers, "idempotency-key": key } : headers,
    payload: body,
  });
}

/** What a quota's counters say is held and sold: what orders reserve against. */
export async function seatsTaken(service: TicketingTestService, quotaId: string) {
  return ticketingDb(service.ctx.db)
    .selectFrom("quotas")
    .select(["held", "sold"])
    .where("quota_id", "=", quotaId)
    .executeTakeFirstOrThrow();
}
