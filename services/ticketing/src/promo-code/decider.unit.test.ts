import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { EventClosedError, PromoCodeNotFoundError, PromoCodeTakenError } from "../errors.ts";
import type { EventSnapshot } from "../ticket-type/decider.ts";
import { type PromoCodesCommand, type PromoCodesEvent, promoCodesDecider } from "./decider.ts";

const eventId = "1b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "2b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const actorId = "3b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const promoCodeId = "4b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const at = "2027-03-01T10:00:00.000Z";
const event = (status: EventSnapshot["status"] = "published"): EventSnapshot => ({
  eventId,
  organizationId,
  status,
});

type CreateCommand = Extract<PromoCodesCommand, { type: "CreatePromoCode" }>;
const create = (overrides: Partial<CreateCommand> = {}): CreateCommand => ({
  type: "CreatePromoCode",
  event: event(),
  promoCodeId,
  fields: {
    code: "EID20",
    discount: { kind: "percentage", percent: 20 },
    maxUses: 100,
    validFrom: null,
    validUntil: "2027-04-01T00:00:00+01:00",
  },
  actorId,
  at,
  ...overrides,
});

const created: PromoCodesEvent = {
  type: "PromoCodeCreated",
  version: 1,
  data: {
    eventId,
    organizationId,
    promoCodeId,
    code: "EID20",
    discount: { kind: "percentage", percent: 20 },
    maxUses: 100,
    validFrom: null,
    validUntil: "2027-03-31T23:00:00.000Z",
    createdBy: actorId,
    createdAt: at,
  },
};

describe("promo codes", () => {
  it("creates a code with its window in UTC", () => {
    given(promoCodesDecider, []).when(create()).then([created]);
  });

  it("refuses the same code twice for one event", () => {
    given(promoCodesDecider, [created])
      .when(create({ promoCodeId: "5b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f" }))
      .thenThrows(PromoCodeTakenError, "PROMO_CODE_TAKEN");
  });

  it("refuses an event that is cancelled or over", () => {
    given(promoCodesDecider, [])
      .when(create({ event: event("cancelled") }))
      .thenThrows(EventClosedError);
  });

  const end = (when: string, status: EventSnapshot["status"] = "published"): PromoCodesCommand => ({
    type: "EndPromoCode",
    event: event(status),
    promoCodeId,
    actorId,
    at: when,
  });
  const ended = (when: string): PromoCodesEvent => ({
    type: "PromoCodeEnded",
    version: 1,
    data: { eventId, organizationId, promoCodeId, endedBy: actorId, endedAt: when },
  });

  it("ends a code now, even once the event is over, and leaves one that has ended as it is", () => {
    given(promoCodesDecider, [created])
      .when(end(at))
      .then([ended(at)]);
    given(promoCodesDecider, [created])
      .when(end(at, "completed"))
      .then([ended(at)]);
    given(promoCodesDecider, [created, ended(at)])
      .when(end("2027-03-02T10:00:00.000Z"))
      .then([]);
    // its window closed on 31 March
    given(promoCodesDecider, [created]).when(end("2027-04-02T10:00:00.000Z")).then([]);
  });

  it("knows no code by an id it never made", () => {
    given(promoCodesDecider, []).when(end(at)).thenThrows(PromoCodeNotFoundError, "PROMO_CODE_NOT_FOUND");
  });

  it("takes a code made again after an ended one as taken", () => {
    given(promoCodesDecider, [created, ended(at)])
      .when(create({ promoCodeId: "5b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f" }))
      .thenThrows(PromoCodeTakenError, "PROMO_CODE_TAKEN");
  });
});
