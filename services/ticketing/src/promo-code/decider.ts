import type { TPromoCodesEvent, ZCreatePromoCodeRequest } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";
import type { z } from "zod";
import { PromoCodeNotFoundError, PromoCodeTakenError } from "../errors.ts";
import { requireOpen } from "../ticket-type/decider.ts";
import type { EventSnapshot } from "../ticket-type/decider.ts";

export type PromoCodesEvent = TPromoCodesEvent;

export type PromoCodesCommand =
  | {
      type: "CreatePromoCode";
      event: EventSnapshot;
      promoCodeId: string;
      fields: z.output<typeof ZCreatePromoCodeRequest>;
      actorId: string;
      at: string;
    }
  | { type: "EndPromoCode"; event: EventSnapshot; promoCodeId: string; actorId: string; at: string };

/** An event's promo codes as its decisions need them: each code once, and when each stops working. */
export interface PromoCodesState {
  codes: Record<string, string>;
  /** Each code's end by id; null: it never ends. */
  ends: Record<string, string | null>;
}

const iso = (instant: string | null) => (instant === null ? null : new Date(instant).toISOString());

/** Ends a code now; one that has ended already (by its window or by hand) is left as it is. */
function endPromoCode(
  command: Extract<PromoCodesCommand, { type: "EndPromoCode" }>,
  state: PromoCodesState,
): PromoCodesEvent[] {
  const end = state.ends[command.promoCodeId];
  if (end === undefined) throw new PromoCodeNotFoundError();
  if (end !== null && Date.parse(end) <= Date.parse(command.at)) return [];
  return [
    {
      type: "PromoCodeEnded",
      version: 1,
      data: {
        eventId: command.event.eventId,
        organizationId: command.event.organizationId,
        promoCodeId: command.promoCodeId,
        endedBy: command.actorId,
        endedAt: command.at,
      },
    },
  ];
}

export const promoCodesDecider: Decider<PromoCodesCommand, PromoCodesEvent, PromoCodesState> = {
  initialState: { codes: {}, ends: {} },
  decide(command, state) {
    if (command.type === "EndPromoCode") return endPromoCode(command, state);
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
    if (event.type === "PromoCodeEnded")
      return { ...state, ends: { ...state.ends, [event.data.promoCodeId]: event.data.endedAt } };
    return {
      codes: { ...state.codes, [event.data.code]: event.data.promoCodeId },
      ends: { ...state.ends, [event.data.promoCodeId]: event.data.validUntil },
    };
  },
};
