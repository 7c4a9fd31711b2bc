import type { TAddOnsEvent, ZCreateAddOnRequest } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";
import type { z } from "zod";
import { VendorNotFoundError } from "../errors.ts";
import { type EventSnapshot, requireOpen } from "../ticket-type/decider.ts";

export type AddOnsEvent = TAddOnsEvent;

export type AddOnsCommand = {
  type: "CreateAddOn";
  event: EventSnapshot;
  /** The vendors of this event, from the vendors' read model: an add-on names one of them or none. */
  vendorIds: readonly string[];
  addOnId: string;
  fields: z.output<typeof ZCreateAddOnRequest>;
  actorId: string;
  at: string;
};

export interface AddOnsState {
  addOnIds: readonly string[];
}

export const addOnsDecider: Decider<AddOnsCommand, AddOnsEvent, AddOnsState> = {
  initialState: { addOnIds: [] },
  decide(command) {
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
    return { addOnIds: [...state.addOnIds, event.data.addOnId] };
  },
};
