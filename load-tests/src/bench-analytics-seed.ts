import type pg from "pg";

// The log of a year of a platform's sales, as the services' relays would have written it, made in a
// few INSERT ... SELECT statements rather than a million appends: what is measured is the rebuild.
// Every message holds data its event's contract accepts (a broken one would be skipped, not projected).

const ts = (expr: string) => `to_char((${expr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const uuid = (prefix: string, expr: string) => `('${prefix}' || lpad(to_hex(${expr}), 12, '0'))`;
const EVENT = (e: string) => uuid("00000000-0000-4000-8000-", e);
const ORG = (e: string) => uuid("00000000-0000-4000-9000-", `1 + (${e}) % $2::int`);
const ORDER = (i: string) => uuid("00000000-0000-4000-a000-", i);
const POSITION = (i: string, k: string) =>
  `('00000000-' || lpad(to_hex(${k}), 4, '0') || '-4000-b000-' || lpad(to_hex(${i}), 12, '0'))`;
const TICKET_TYPE = (e: string) => uuid("00000000-0000-4000-a001-", e);
const START = (e: string) =>
  `(date_trunc('hour', now()) - interval '90 days' + ((${e}) * 97 % 2880) * interval '1 hour')`;

function envelope(
  type: string,
  version: number,
  streamType: string,
  streamId: string,
  position: string,
  at: string,
  data: string,
) {
  return `jsonb_build_object('id', gen_random_uuid(), 'type', '${type}', 'version', ${version},
    'streamType', '${streamType}', 'streamId', ${streamId}, 'streamPosition', ${position},
    'occurredAt', ${ts(at)}, 'correlationId', gen_random_uuid()::text, 'causationId', null, 'traceparent', null,
    'data', ${data})`;
}

/** An event's facts: created and published, with one priced (or free) ticket type. */
function eventStatements(): string[] {
  const e = "e";
  const ids = `'eventId', ${EVENT(e)}, 'organizationId', ${ORG(e)}`;
  const created = envelope(
    "EventCreated",
    1,
    "events.event",
    EVENT(e),
    "1",
    `${START(e)} - interval '40 days'`,
    `jsonb_build_object(${ids}, 'title', 'Event ' || e, 'description', '',
      'category', (ARRAY['lecture','halaqa','iftar','dinner','gala','fundraiser','class','meetup'])[1 + e % 8],
      'coverImageUrl', null, 'startsAt', ${ts(START(e))}, 'endsAt', ${ts(`${START(e)} + interval '2 hours'`)},
      'timeZone', 'Europe/London',
      'venue', jsonb_build_object('name', 'Masjid', 'address', 'High St', 'latitude', 51.5 + (e % 10) * 0.01, 'longitude', -0.12),
      'onlineUrl', null, 'audience', 'mixed', 'photoPolicy', 'allowed', 'visibility', 'public',
      'capacity', 2000, 'tags', '[]'::jsonb, 'languages', '[]'::jsonb, 'facilities', '[]'::jsonb,
      'publishAt', null, 'seriesId', null, 'moonSighting', false, 'clonedFromEventId', null,
      'createdBy', ${ORG(e)}, 'createdAt', ${ts(`${START(e)} - interval '40 days'`)})`,
  );
  const published = envelope(
    "EventPublished",
    1,
    "events.event",
    EVENT(e),
    "2",
    `${START(e)} - interval '39 days'`,
    `jsonb_build_object(${ids}, 'publishedAt', ${ts(`${START(e)} - interval '39 days'`)})`,
  );
  const ticketType = envelope(
    "TicketTypeCreated",
    1,
    "ticketing.ticket-types",
    EVENT(e),
    "1",
    `${START(e)} - interval '38 days'`,
    `jsonb_build_object(${ids}, 'ticketTypeId', ${TICKET_TYPE(e)}, 'name', 'General', 'description', '',
      'price', CASE WHEN e % 5 = 0 THEN 0 ELSE 1500 END, 'currency', 'GBP', 'capacity', 2000, 'section', 'mixed',
      'groupSize', 1, 'salesStart', null, 'salesEnd', null, 'minPerOrder', 1, 'maxPerOrder', 10,
      'payWhatYouWant', false, 'hidden', false, 'feePaidBy', 'buyer', 'pricePhases', '[]'::jsonb, 'sortOrder', 0,
      'createdBy', ${ORG(e)}, 'createdAt', ${ts(`${START(e)} - interval '38 days'`)})`,
  );
  const from = "FROM generate_series(1, $1::int) AS e";
  return [
    `SELECT 'events.event.v1', ${EVENT(e)}, ${created}, ${START(e)} - interval '40 days' ${from}`,
    `SELECT 'events.event.v1', ${EVENT(e)}, ${published}, ${START(e)} - interval '39 days' ${from}`,
    `SELECT 'ticketing.ticket-types.v1', ${EVENT(e)}, ${ticketType}, ${START(e)} - interval '38 days' ${from}`,
  ];
}

/**
 * Orders over the events: 1 to 4 tickets each, nine in ten paid (with the payment's own message), one in
 * ten expired, one paid in fifty refunded, one in seven with a gift; seven tickets in eight of events
 * that have begun are checked in.
 */
function orderStatements(): string[] {
  const o = `
    FROM generate_series(1, $3::int) AS i
    CROSS JOIN LATERAL (SELECT 1 + i % $1::int AS e) ev
    CROSS JOIN LATERAL (SELECT 1 + i % 4 AS q, CASE WHEN ev.e % 5 = 0 THEN 0 ELSE 1500 END AS price,
      ${START("ev.e")} - ((i * 7919) % 43200) * interval '1 minute' AS placed) x`;
  const paid = "i % 10 <> 0";
  const positions = `(SELECT jsonb_agg(jsonb_build_object('positionId', ${POSITION("i", "k")}, 'ticketTypeId', ${TICKET_TYPE("ev.e")},
      'ticketTypeName', 'General', 'section', 'mixed', 'entrance', 'main', 'attendeeName', 'Guest', 'admits', 1))
      FROM generate_series(0, x.q - 1) AS k)`;
  const fee = "CASE WHEN x.price = 0 THEN 0 ELSE 138 END";
  const donation = `CASE WHEN i % 7 = 0 THEN 500 ELSE 0 END`;
  const ids = `'orderId', ${ORDER("i")}, 'eventId', ${EVENT("ev.e")}`;
  const placed = envelope(
    "OrderPlaced",
    2,
    "ticketing.order",
    ORDER("i"),
    "1",
    "x.placed",
    `jsonb_build_object(${ids}, 'organizationId', ${ORG("ev.e")}, 'buyerId', ${ORDER("i")},
      'lines', jsonb_build_array(jsonb_build_object('ticketTypeId', ${TICKET_TYPE("ev.e")}, 'name', 'General',
        'section', 'mixed', 'quantity', x.q, 'unitPrice', x.price, 'unitDiscount', 0, 'unitFee', ${fee},
        'feePaidBy', 'buyer', 'total', x.q * (x.price + ${fee}))),
      'addOns', '[]'::jsonb, 'promoCode', null, 'positions', ${positions},
      'donation', CASE WHEN i % 7 = 0 THEN jsonb_build_object('amount', 500, 'fund', 'zakat') END,
      'totals', jsonb_build_object('currency', 'GBP', 'tickets', x.q * x.price, 'discount', 0, 'fees', x.q * ${fee},
        'feesAbsorbed', 0, 'addOns', 0, 'donation', ${donation}, 'total', x.q * (x.price + ${fee}) + ${donation}),
      'reservations', jsonb_build_array(jsonb_build_object('quotaId', 'tt:' || ${TICKET_TYPE("ev.e")}, 'seats', x.q)),
      'expiresAt', ${ts("x.placed + interval '15 minutes'")}, 'placedAt', ${ts("x.placed")})`,
  );
  const paidMessage = envelope(
    "OrderPaid",
    1,
    "ticketing.order",
    ORDER("i"),
    "2",
    "x.placed + interval '1 minute'",
    `jsonb_build_object(${ids}, 'organizationId', ${ORG("ev.e")}, 'buyerId', ${ORDER("i")}, 'paymentId', ${ORDER("i")},
      'amount', x.q * (x.price + ${fee}) + ${donation}, 'currency', 'GBP', 'positions', ${positions},
      'reReserved', false, 'paidAt', ${ts("x.placed + interval '1 minute'")})`,
  );
  const expired = envelope(
    "OrderExpired",
    1,
    "ticketing.order",
    ORDER("i"),
    "2",
    "x.placed + interval '15 minutes'",
    `jsonb_build_object(${ids}, 'expiredAt', ${ts("x.placed + interval '15 minutes'")})`,
  );
  const refunded = envelope(
    "OrderRefunded",
    1,
    "ticketing.order",
    ORDER("i"),
    "3",
    "x.placed + interval '1 day'",
    `jsonb_build_object(${ids}, 'organizationId', ${ORG("ev.e")}, 'buyerId', ${ORDER("i")}, 'refundId', ${uuid("00000000-0000-4000-a002-", "i")},
      'paymentId', ${ORDER("i")}, 'amount', x.q * (x.price + ${fee}), 'currency', 'GBP',
      'positionIds', (SELECT jsonb_agg(${POSITION("i", "k")}) FROM generate_series(0, x.q - 1) AS k),
      'releases', '[]'::jsonb, 'initiator', 'host', 'refundedBy', null, 'reason', null, 'fullyRefunded', true,
      'refundedAt', ${ts("x.placed + interval '1 day'")})`,
  );
  // payments' own record of the money: on a topic analytics follows, an event it does not project
  const payment = envelope(
    "PaymentSucceeded",
    1,
    "payments.payment",
    ORDER("i"),
    "2",
    "x.placed + interval '1 minute'",
    `jsonb_build_object('paymentId', ${ORDER("i")}, 'orderId', ${ORDER("i")}, 'amount', x.q * (x.price + ${fee}) + ${donation})`,
  );
  const gift = envelope(
    "DonationReceived",
    1,
    "payments.donation",
    uuid("00000000-0000-4000-a003-", "i"),
    "1",
    "x.placed + interval '1 minute'",
    `jsonb_build_object('donationId', ${uuid("00000000-0000-4000-a003-", "i")}, 'paymentId', ${ORDER("i")},
      'organizationId', ${ORG("ev.e")}, 'donorId', ${ORDER("i")}, 'orderId', ${ORDER("i")}, 'amount', 500, 'currency', 'GBP',
      'fund', 'zakat', 'recurring', null, 'anonymous', true, 'message', null, 'giftAid', null,
      'receivedAt', ${ts("x.placed + interval '1 minute'")})`,
  );
  const checkIn = envelope(
    "TicketCheckedIn",
    1,
    "checkin.admission",
    `'admission:' || ${POSITION("i", "k")}`,
    "1",
    `${START("ev.e")} + ((i + k) % 60 - 30) * interval '1 minute'`,
    `jsonb_build_object('ticketId', ${POSITION("i", "k")}, 'orderId', ${ORDER("i")}, 'ticketTypeId', ${TICKET_TYPE("ev.e")},
      'section', 'mixed', 'admits', 1, 'eventId', ${EVENT("ev.e")}, 'organizationId', ${ORG("ev.e")},
      'gateId', 'gate-' || (i + k) % 3, 'deviceId', null, 'userId', ${ORG("ev.e")}, 'nonce', md5(i::text || k::text),
      'scannedAt', ${ts(`${START("ev.e")} + ((i + k) % 60 - 30) * interval '1 minute'`)},
      'recordedAt', ${ts(`${START("ev.e")} + ((i + k) % 60 - 30) * interval '1 minute'`)}, 'manual', false, 'offline', false)`,
  );
  return [
    `SELECT 'ticketing.order.v1', ${ORDER("i")}, ${placed}, x.placed ${o}`,
    `SELECT 'ticketing.order.v1', ${ORDER("i")}, ${paidMessage}, x.placed + interval '1 minute' ${o} WHERE ${paid}`,
    `SELECT 'payments.payment.v1', ${ORDER("i")}, ${payment}, x.placed + interval '1 minute' ${o} WHERE ${paid}`,
    `SELECT 'ticketing.order.v1', ${ORDER("i")}, ${expired}, x.placed + interval '15 minutes' ${o} WHERE NOT (${paid})`,
    `SELECT 'ticketing.order.v1', ${ORDER("i")}, ${refunded}, x.placed + interval '1 day' ${o} WHERE ${paid} AND i % 50 = 1`,
    `SELECT 'payments.donation.v1', ${uuid("00000000-0000-4000-a003-", "i")}, ${gift}, x.placed + interval '1 minute' ${o} WHERE ${paid} AND i % 7 = 0`,
    `SELECT 'checkin.admission.v1', 'admission:' || ${POSITION("i", "k")}, ${checkIn}, ${START("ev.e")} ${o}
       CROSS JOIN generate_series(0, x.q - 1) AS k
       WHERE ${paid} AND i % 50 <> 1 AND ${START("ev.e")} < now() AND (i + k) % 8 <> 0`,
  ];
}

/** Messages an order adds to the log on average, by the mix above. */
const MESSAGES_PER_ORDER = 4.4;

export interface SeedPlan {
  events: number;
  organizations: number;
  orders: number;
}

export function planFor(messages: number): SeedPlan {
  const events = Math.max(10, Math.round(messages / 500));
  return {
    events,
    organizations: Math.max(2, Math.round(events / 10)),
    orders: Math.max(1, Math.round((messages - 3 * events) / MESSAGES_PER_ORDER)),
  };
}

/** Writes the log; returns the messages it holds. */
export async function seedLog(client: pg.Client, plan: SeedPlan): Promise<number> {
  for (const select of [...eventStatements(), ...orderStatements()]) {
    // every statement names all three parameters, so each has a type even where it is unused
    const typed = "WITH params AS (SELECT $1::int AS events, $2::int AS organizations, $3::int AS orders)";
    await client.query(`INSERT INTO bus.messages (topic, key, envelope, created_at) ${typed} ${select}`, [
      plan.events,
      plan.organizations,
      plan.orders,
    ]);
  }
  await client.query("ANALYZE bus.messages");
  const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM bus.messages");
  return Number(rows[0]!.n);
}

/** The organisation of the n-th, as the seed names them. */
export const organizationId = (n: number) =>
  `00000000-0000-4000-9000-${(n + 1).toString(16).padStart(12, "0")}`;
