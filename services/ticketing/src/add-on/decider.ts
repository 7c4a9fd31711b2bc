import type { TAddOnsEvent, ZCreateAddOnRequest } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";
import type { z } from "zod";
import { UnknownAddOnError, VendorNotFoundError } from "../errors.ts";
import { type EventSnapshot, requireOpen } from "../ticket-type/decider.ts";

export type AddOnsEvent = TAddOnsEvent;

export type AddOnsCommand =
  | {
      type: "CreateAddOn";
      event: EventSnapshot;
      /** The vendors of this event, from the vendors' read model: an add-on names one of them or none. */
      vendorIds: readonly string[];
      addOnId: string;
      fields: z.output<typeof ZCreateAddOnRequest>;
      actorId: string;
      at: string;
    }
  | { type: "WithdrawAddOn"; event: EventSnapshot; addOnId: string; actorId: string; at: string };

export interface AddOnsState {
  addOnIds: readonly string[];
  withdrawn: readonly string[];
}

/** Takes an add-on off sale; one already withdrawn is left as it is. */
function withdraw(
  command: Extract<AddOnsCommand, { type: "WithdrawAddOn" }>,
  state: AddOnsState,
): AddOnsEvent[] {
  if (!state.addOnIds.includes(command.addOnId)) throw new UnknownAddOnError();
  if (state.withdrawn.includes(command.addOnId)) return [];
  return [
    {
      type: "AddOnWithdrawn",
      version: 1,
      data: {
        eventId: command.event.eventId,
        organizationId: command.event.organizationId,
        addOnId: command.addOnId,
        withdrawnBy: command.actorId,
        withdrawnAt: command.at,
      },
    },
  ];
}

export const addOnsDecider: Decider<AddOnsCommand, AddOnsEvent, AddOnsState> = {
  initialState: { addOnIds: [], withdrawn: [] },
  decide(command, state) {
    if (command.type === "WithdrawAddOn") return withdraw(command, state);
    requireOpen(command.event);
    const { fields } = command;
    if (fields.vendorId !== null && !command.vendorIds.includes(fields.vendorId)) {
      throw new VendorNotFoundError();
    }
    return [
      {
        type: "AddOnCreated",
        version: 1,
        data: {
          ...fields,
          eventId: command.event.eventId,
          organizationId: command.event.organizationId,
          addOnId: command.addOnId,
          createdBy: command.actorId,
          createdAt: command.at,
        },
      },
    ];
  },
  evolve(state, event) {
    if (event.type === "AddOnWithdrawn")
      return { ...state, withdrawn: [...state.withdrawn, event.data.addOnId] };
    return { ...state, addOnIds: [...state.addOnIds, event.data.addOnId] };
  },
};
