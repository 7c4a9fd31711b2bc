import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { EventClosedError, PromoCodeTakenError } from "../errors.ts";
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

const create = (overrides: Partial<PromoCodesCommand> = {}): PromoCodesCommand => ({
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
});
