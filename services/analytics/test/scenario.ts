import { randomUUID } from "node:crypto";
import type { DeliveredMessage } from "@mawid/bus";
import { CheckInUndoneV1, TicketCheckedInV1, TicketCheckedOutV1 } from "@mawid/contracts/checkin";
import {
  EventCreatedV1,
  EventPublishedV1,
  EventSubmittedV1,
  type TEventCategory,
  VerificationRequestedV1,
} from "@mawid/contracts/events";
import { DonationReceivedV1, PaymentRefundedV1 } from "@mawid/contracts/payments";
import {
  OrderExpiredV1,
  OrderPaidV1,
  OrderPlacedV2,
  OrderRefundedV1,
  PromoCodeCreatedV1,
  SectionConfiguredV1,
  TicketTypeCreatedV1,
  TicketTypeUpdatedV1,
  type TOrderPosition,
  type TSection,
  VendorAddedV1,
} from "@mawid/contracts/ticketing";
import { message } from "./harness.ts";

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const someone = randomUUID();

export interface EventPlan {
  eventId: string;
  organizationId: string;
  startsAt: Date;
  hours?: number;
  category?: TEventCategory;
  capacity?: number | null;
  timeZone?: string;
  venue?: { latitude: number; longitude: number } | null;
}

/** The events service's announcements of an event: created (version 1), then published. */
export function eventCreated(
  plan: EventPlan,
  status: "published" | "submitted" = "published",
): DeliveredMessage[] {
  const ids = { eventId: plan.eventId, organizationId: plan.organizationId };
  const at = { streamId: plan.eventId };
  const start = plan.startsAt.getTime();
  return [
    message(
      EventCreatedV1,
      {
        ...ids,
        title: `Event ${plan.eventId.slice(0, 4)}`,
        description: "",
        category: plan.category ?? "lecture",
        coverImageUrl: null,
        startsAt: iso(start),
        endsAt: iso(start + (plan.hours ?? 2) * HOUR),
        timeZone: plan.timeZone ?? "Europe/London",
        venue:
          plan.venue === null
            ? null
            : {
                name: "Masjid",
                address: "1 High St",
                ...(plan.venue ?? { latitude: 51.5, longitude: -0.12 }),
              },
        onlineUrl: null,
        audience: "mixed",
        photoPolicy: "allowed",
        visibility: "public",
        capacity: plan.capacity === undefined ? 100 : plan.capacity,
        tags: [],
        languages: [],
        facilities: [],
        publishAt: null,
        seriesId: null,
        moonSighting: false,
        clonedFromEventId: null,
        createdBy: someone,
        createdAt: iso(start - 30 * 24 * HOUR),
      },
      { ...at, position: 1 },
    ),
    status === "published"
      ? message(
          EventPublishedV1,
          { ...ids, publishedAt: iso(start - 29 * 24 * HOUR) },
          { ...at, position: 2 },
        )
      : message(
          EventSubmittedV1,
          { ...ids, submittedBy: someone, submittedAt: iso(start - 29 * 24 * HOUR) },
          { ...at, position: 2 },
        ),
  ];
}

export function ticketType(
  plan: EventPlan,
  t: { id: string; section: TSection; price: number; capacity: number; position: number },
) {
  return message(
    TicketTypeCreatedV1,
    {
      eventId: plan.eventId,
      organizationId: plan.organizationId,
      ticketTypeId: t.id,
      name: t.section,
      description: "",
      price: t.price,
      currency: "GBP",
      capacity: t.capacity,
      section: t.section,
      groupSize: 1,
      salesStart: null,
      salesEnd: null,
      minPerOrder: 1,
      maxPerOrder: 10,
      payWhatYouWant: false,
      hidden: false,
      feePaidBy: "buyer",
      pricePhases: [],
      sortOrder: 0,
      createdBy: someone,
      createdAt: iso(plan.startsAt.getTime() - 20 * 24 * HOUR),
    },
    { streamId: plan.eventId, position: t.position },
  );
}

export interface OrderPlan {
  orderId: string;
  plan: EventPlan;
  ticketTypeId: string;
  section: TSection;
  quantity: number;
  unitPrice: number;
  unitDiscount?: number;
  unitFee: number;
  feePaidBy: "buyer" | "host";
  donation?: { amount: number; fund: "zakat" | "sadaqah" };
  promoCode?: string;
  placedAt: Date;
}

export function positionsOf(o: OrderPlan): TOrderPosition[] {
  return Array.from({ length: o.quantity }, (_, i) => ({
    positionId: `${o.orderId.slice(0, 24)}${String(i).padStart(12, "0")}`,
    ticketTypeId: o.ticketTypeId,
    ticketTypeName: o.section,
    section: o.section,
    entrance: "main",
    attendeeName: `Guest ${i}`,
    admits: 1,
  }));
}

/** What ticketing's order stream says of an order: placed, and paid unless told otherwise. */
export function order(o: OrderPlan, fate: "paid" | "expired" = "paid"): DeliveredMessage[] {
  const discount = (o.unitDiscount ?? 0) * o.quantity;
  const tickets = o.unitPrice * o.quantity;
  const fees = o.feePaidBy === "buyer" ? o.unitFee * o.quantity : 0;
  const feesAbsorbed = o.feePaidBy === "host" ? o.unitFee * o.quantity : 0;
  const donation = o.donation?.amount ?? 0;
  const total = tickets - discount + fees + donation;
  const ids = { orderId: o.orderId, eventId: o.plan.eventId };
  const at = (position: number) => ({ streamId: o.orderId, position });
  const placed = message(
    OrderPlacedV2,
    {
      ...ids,
      organizationId: o.plan.organizationId,
      buyerId: someone,
      lines: [
        {
          ticketTypeId: o.ticketTypeId,
          name: o.section,
          section: o.section,
          quantity: o.quantity,
          unitPrice: o.unitPrice,
          unitDiscount: o.unitDiscount ?? 0,
          unitFee: o.unitFee,
          feePaidBy: o.feePaidBy,
          total:
            o.quantity * (o.unitPrice - (o.unitDiscount ?? 0) + (o.feePaidBy === "buyer" ? o.unitFee : 0)),
        },
      ],
      addOns: [],
      promoCode: o.promoCode ?? null,
      positions: positionsOf(o),
      donation: o.donation ?? null,
      totals: { currency: "GBP", tickets, discount, fees, feesAbsorbed, addOns: 0, donation, total },
      reservations: [{ quotaId: `tt:${o.ticketTypeId}`, seats: o.quantity }],
      expiresAt: iso(o.placedAt.getTime() + HOUR / 4),
      placedAt: o.placedAt.toISOString(),
    },
    at(1),
  );
  if (fate === "expired") {
    return [
      placed,
      message(OrderExpiredV1, { ...ids, expiredAt: iso(o.placedAt.getTime() + HOUR / 4) }, at(2)),
    ];
  }
  return [
    placed,
    message(
      OrderPaidV1,
      {
        ...ids,
        organizationId: o.plan.organizationId,
        buyerId: someone,
        paymentId: randomUUID(),
        amount: total,
        currency: "GBP",
        positions: positionsOf(o),
        reReserved: false,
        paidAt: iso(o.placedAt.getTime() + 60_000),
      },
      at(2),
    ),
  ];
}

/** The whole order given back, its tickets revoked. */
export function refunded(o: OrderPlan, amount: number, at: Date): DeliveredMessage {
  return message(
    OrderRefundedV1,
    {
      orderId: o.orderId,
      eventId: o.plan.eventId,
      organizationId: o.plan.organizationId,
      buyerId: someone,
      refundId: randomUUID(),
      paymentId: randomUUID(),
      amount,
      currency: "GBP",
      positionIds: positionsOf(o).map((p) => p.positionId),
      releases: [],
      initiator: "host",
      refundedBy: someone,
      reason: null,
      fullyRefunded: true,
      refundedAt: at.toISOString(),
    },
    { streamId: o.orderId, position: 3 },
  );
}

/** Check-in's admission stream of one ticket: each step at its place in the ticket's stream. */
export function admission(
  o: OrderPlan,
  ticket: number,
  steps: readonly { kind: "in" | "out" | "undo"; at: Date; gateId?: string }[],
): DeliveredMessage[] {
  const ticketId = positionsOf(o)[ticket]!.positionId;
  const facts = {
    ticketId,
    orderId: o.orderId,
    ticketTypeId: o.ticketTypeId,
    section: o.section,
    admits: 1,
    eventId: o.plan.eventId,
    organizationId: o.plan.organizationId,
  };
  return steps.map((step, i) => {
    const at = { streamId: `admission:${ticketId}`, position: i + 1 };
    const origin = {
      gateId: step.gateId ?? null,
      deviceId: null,
      userId: someone,
      nonce: randomUUID(),
      scannedAt: step.at.toISOString(),
      recordedAt: step.at.toISOString(),
      offline: false,
    };
    if (step.kind === "in") return message(TicketCheckedInV1, { ...facts, ...origin, manual: false }, at);
    if (step.kind === "out") return message(TicketCheckedOutV1, { ...facts, ...origin }, at);
    return message(CheckInUndoneV1, { ...facts, undoneBy: someone, undoneAt: step.at.toISOString() }, at);
  });
}

export function donation(d: {
  organizationId: string;
  amount: number;
  fund: "zakat" | "sadaqah";
  orderId?: string;
  at: Date;
  donationId?: string;
  paymentId?: string;
}) {
  const donationId = d.donationId ?? randomUUID();
  return message(
    DonationReceivedV1,
    {
      donationId,
      paymentId: d.paymentId ?? randomUUID(),
      organizationId: d.organizationId,
      donorId: someone,
      orderId: d.orderId ?? null,
      amount: d.amount,
      currency: "GBP",
      fund: d.fund,
      recurring: null,
      anonymous: true,
      message: null,
      giftAid: null,
      receivedAt: d.at.toISOString(),
    },
    { streamId: donationId, position: 1 },
  );
}

/**
 * One organisation's history, every kind of fact, with the figures a host should see:
 * - the lecture (ended an hour ago, capacity 100): 2 sisters' tickets with promo SAVE10 (1,000 less 100,
 *   fee 145 paid by the buyer) and a 500 zakat gift; 1 brothers' ticket refunded in full; 3 brothers'
 *   tickets with the fee (163 each) absorbed; 1 order expired. Sold 5 (sisters 2, brothers 3); revenue
 *   1,800 + 3,000 = 4,800; fees 290 + 489 = 779; check-ins: both sisters at gate g1, one brother whose
 *   check-in was undone, one at g2 who then went out: 3 came, no-show 40%.
 * - a standalone 1,000 sadaqah gift, 300 of it refunded; a requested verification; an upcoming event
 *   awaiting approval whose vendor's certificate expires in 10 days.
 */
export function organisationHistory(organizationId: string, now: Date) {
  const lecture: EventPlan = {
    eventId: randomUUID(),
    organizationId,
    startsAt: new Date(now.getTime() - 3 * HOUR),
  };
  const upcoming: EventPlan = {
    eventId: randomUUID(),
    organizationId,
    startsAt: new Date(now.getTime() + 5 * 24 * HOUR),
    category: "iftar",
  };
  const sisters = randomUUID();
  const brothers = randomUUID();
  const before = (hours: number) => new Date(lecture.startsAt.getTime() - hours * HOUR);
  const base = { plan: lecture, unitPrice: 1000 };
  const o1: OrderPlan = {
    ...base,
    orderId: randomUUID(),
    ticketTypeId: sisters,
    section: "sisters",
    quantity: 2,
    unitDiscount: 100,
    unitFee: 145,
    feePaidBy: "buyer",
    donation: { amount: 500, fund: "zakat" },
    promoCode: "SAVE10",
    placedAt: before(48),
  };
  const o2: OrderPlan = {
    ...base,
    orderId: randomUUID(),
    ticketTypeId: brothers,
    section: "brothers",
    quantity: 1,
    unitFee: 163,
    feePaidBy: "buyer",
    placedAt: before(47),
  };
  const o3: OrderPlan = {
    ...o2,
    orderId: randomUUID(),
    quantity: 3,
    feePaidBy: "host",
    placedAt: before(24),
  };
  const o4: OrderPlan = {
    ...o1,
    orderId: randomUUID(),
    quantity: 1,
    donation: undefined,
    placedAt: before(23),
  };
  const standalone = { donationId: randomUUID(), paymentId: randomUUID() };
  const vendorId = randomUUID();
  const messages: DeliveredMessage[] = [
    ...eventCreated(lecture),
    ticketType(lecture, { id: sisters, section: "sisters", price: 1000, capacity: 50, position: 1 }),
    ticketType(lecture, { id: brothers, section: "brothers", price: 1000, capacity: 50, position: 2 }),
    message(
      SectionConfiguredV1,
      {
        eventId: lecture.eventId,
        organizationId,
        section: "sisters",
        capacity: 40,
        entrance: "side door",
        configuredBy: someone,
        configuredAt: before(400).toISOString(),
      },
      { streamId: lecture.eventId, position: 3 },
    ),
    // the host gives the brothers 20 more places after the plan was made
    message(
      TicketTypeUpdatedV1,
      {
        eventId: lecture.eventId,
        organizationId,
        ticketTypeId: brothers,
        capacity: 70,
        salesEnd: null,
        updatedBy: someone,
        updatedAt: before(390).toISOString(),
      },
      { streamId: lecture.eventId, position: 4 },
    ),
    message(
      PromoCodeCreatedV1,
      {
        eventId: lecture.eventId,
        organizationId,
        promoCodeId: randomUUID(),
        code: "SAVE10",
        discount: { kind: "fixed", amount: 100 },
        maxUses: null,
        validFrom: null,
        validUntil: null,
        createdBy: someone,
        createdAt: before(400).toISOString(),
      },
      { streamId: `promo-codes:${lecture.eventId}`, position: 1 },
    ),
    ...order(o1),
    donation({
      organizationId,
      amount: 500,
      fund: "zakat",
      orderId: o1.orderId,
      at: new Date(o1.placedAt.getTime() + 60_000),
    }),
    ...order(o2),
    refunded(o2, 1163, before(30)),
    ...order(o3),
    ...order(o4, "expired"),
    ...admission(o1, 0, [{ kind: "in", at: before(0.25), gateId: "g1" }]),
    ...admission(o1, 1, [{ kind: "in", at: before(0.2), gateId: "g1" }]),
    ...admission(o3, 0, [
      { kind: "in", at: before(0.1), gateId: "g2" },
      { kind: "undo", at: before(0.05) },
    ]),
    ...admission(o3, 1, [
      { kind: "in", at: before(-0.5), gateId: "g2" },
      { kind: "out", at: before(-1), gateId: "g2" },
    ]),
    donation({ organizationId, amount: 1000, fund: "sadaqah", at: now, ...standalone }),
    message(
      PaymentRefundedV1,
      {
        paymentId: standalone.paymentId,
        organizationId,
        orderId: null,
        donationId: standalone.donationId,
        amount: 300,
        refundedTotal: 300,
        currency: "GBP",
        full: false,
        reason: "asked",
        refundedAt: now.toISOString(),
      },
      { streamId: standalone.paymentId, position: 3 },
    ),
    message(
      VerificationRequestedV1,
      {
        organizationId,
        requestedBy: someone,
        details: "A masjid serving the community since 1990",
        documentUrls: ["https://example.org/charity.pdf"],
        contactPhone: null,
        requestedAt: before(500).toISOString(),
      },
      { streamId: organizationId, position: 1 },
    ),
    ...eventCreated(upcoming, "submitted"),
    message(
      VendorAddedV1,
      {
        eventId: upcoming.eventId,
        organizationId,
        vendorId,
        name: "Halal Grill",
        contactName: "",
        contactEmail: null,
        contactPhone: null,
        certificationBody: "HMC",
        certificateNumber: "HMC-1",
        certificateExpiresOn: new Date(now.getTime() + 10 * 24 * HOUR).toISOString().slice(0, 10),
        addedBy: someone,
        addedAt: before(100).toISOString(),
      },
      { streamId: `vendors:${upcoming.eventId}`, position: 1 },
    ),
  ];
  return { lecture, upcoming, orders: { o1, o2, o3, o4 }, messages };
}
