import type { TPromoCodesEvent, ZCreatePromoCodeRequest } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";
import type { z } from "zod";
import { PromoCodeTakenError } from "../errors.ts";
import { requireOpen } from "../ticket-type/decider.ts";
import type { EventSnapshot } from "../ticket-type/decider.ts";

export type PromoCodesEvent = TPromoCodesEvent;

export type PromoCodesCommand = {
  type: "CreatePromoCode";
  event: EventSnapshot;
  promoCodeId: string;
  fields: z.output<typeof ZCreatePromoCodeRequest>;
  actorId: string;
  at: string;
};

/** An event's promo codes as its decisions need them: each code once. */
export interface PromoCodesState {
  codes: Record<string, string>;
}

const iso = (instant: string | null) => (instant === null ? null : new Date(instant).toISOString());

export const promoCodesDecider: Decider<PromoCodesCommand, PromoCodesEvent, PromoCodesState> = {
  initialState: { codes: {} },
  decide(command, state) {
    requireOpen(command.event);
    const { fields } = command;
    if (state.codes[fields.code]) throw new PromoCodeTakenError();
    return [
      {
        type: "PromoCodeCreated",
        version: 1,
        data: {
          eventId: command.event.eventId,
          organizationId: command.event.organizationId,
          promoCodeId: command.promoCodeId,
          code: fields.code,
          discount: fields.discount,
          maxUses: fields.maxUses,
          validFrom: iso(fields.validFrom),
          validUntil: iso(fields.validUntil),
          createdBy: command.actorId,
          createdAt: command.at,
        },
      },
    ];
  },
  evolve(state, event) {
    return { codes: { ...state.codes, [event.data.code]: event.data.promoCodeId } };
  },
};
