import type { TVendorsEvent, ZAddVendorRequest } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";
import type { z } from "zod";
import { type EventSnapshot, requireOpen } from "../ticket-type/decider.ts";

export type VendorsEvent = TVendorsEvent;

export type VendorsCommand = {
  type: "AddVendor";
  event: EventSnapshot;
  vendorId: string;
  fields: z.output<typeof ZAddVendorRequest>;
  actorId: string;
  at: string;
};

/** The vendors an event's add-ons may name. */
export interface VendorsState {
  vendorIds: readonly string[];
}

export const vendorsDecider: Decider<VendorsCommand, VendorsEvent, VendorsState> = {
  initialState: { vendorIds: [] },
  decide(command) {
    requireOpen(command.event);
    return [
      {
        type: "VendorAdded",
        version: 1,
        data: {
          ...command.fields,
          eventId: command.event.eventId,
          organizationId: command.event.organizationId,
          vendorId: command.vendorId,
          addedBy: command.actorId,
          addedAt: command.at,
        },
      },
    ];
  },
  evolve(state, event) {
    return { vendorIds: [...state.vendorIds, event.data.vendorId] };
  },
};
