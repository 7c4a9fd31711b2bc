import type { TOrganizationVenue, TVenueEvent, TOrganizationVenueFields } from "@mawid/contracts/events";
import { ForbiddenError, NotFoundError } from "@mawid/service/errors";
import type { Decider } from "@mawid/eventstore";

export type VenueEvent = TVenueEvent;

/** Roles are checked at the edge from the verified claims; the tier's multi_location comes in with the command. */
export type VenueCommand =
  | {
      type: "AddVenue";
      organizationId: string;
      venueId: string;
      userId: string;
      venue: TOrganizationVenueFields;
      multiLocation: boolean;
      at: string;
    }
  | { type: "UpdateVenue"; venueId: string; venue: TOrganizationVenueFields; at: string }
  | { type: "RemoveVenue"; venueId: string; at: string };

export interface VenueState {
  /** The organisation's venues as its views show them, by id. */
  venues: Record<string, TOrganizationVenue>;
}

const initialState: VenueState = { venues: {} };

function stored(venue: TOrganizationVenueFields) {
  return {
    name: venue.name,
    address: venue.address,
    latitude: venue.latitude,
    longitude: venue.longitude,
    timeZone: venue.timeZone ?? null,
    capacity: venue.capacity ?? null,
    facilities: venue.facilities ?? [],
  };
}

function existing(state: VenueState, venueId: string): TOrganizationVenue {
  const venue = state.venues[venueId];
  if (!venue) throw new NotFoundError("Venue not found", "VENUE_NOT_FOUND");
  return venue;
}

export const venueDecider: Decider<VenueCommand, VenueEvent, VenueState> = {
  initialState,
  decide(command, state) {
    switch (command.type) {
      case "AddVenue": {
        // One venue comes with every tier; keeping more is the multi_location feature's.
        if (Object.keys(state.venues).length >= 1 && !command.multiLocation) {
          throw new ForbiddenError(
            "Your subscription does not include multi location: upgrade to keep more than one venue",
            "FEATURE_NOT_IN_TIER",
          );
        }
        return [
          {
            type: "VenueAdded",
            version: 1,
            data: {
              organizationId: command.organizationId,
              venueId: command.venueId,
              addedBy: command.userId,
              addedAt: command.at,
              ...stored(command.venue),
            },
          },
        ];
      }
      case "UpdateVenue": {
        const { organizationId } = existing(state, command.venueId);
        return [
          {
            type: "VenueUpdated",
            version: 1,
            data: {
              organizationId,
              venueId: command.venueId,
              updatedAt: command.at,
              ...stored(command.venue),
            },
          },
        ];
      }
      case "RemoveVenue": {
        const { organizationId } = existing(state, command.venueId);
        return [
          {
            type: "VenueRemoved",
            version: 1,
            data: { organizationId, venueId: command.venueId, removedAt: command.at },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case "VenueAdded":
      case "VenueUpdated": {
        const {
          organizationId,
          venueId,
          name,
          address,
          latitude,
          longitude,
          timeZone,
          capacity,
          facilities,
        } = event.data;
        const venue = {
          id: venueId,
          organizationId,
          name,
          address,
          latitude,
          longitude,
          timeZone,
          capacity,
          facilities,
        };
        return { venues: { ...state.venues, [venueId]: venue } };
      }
      case "VenueRemoved": {
        const venues = { ...state.venues };
        delete venues[event.data.venueId];
        return { venues };
      }
    }
  },
};
