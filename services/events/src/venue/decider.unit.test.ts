import { describe, it } from "vitest";
import { ForbiddenError, NotFoundError } from "@mawid/service";
import { given } from "@mawid/eventstore";
import { type VenueEvent, venueDecider } from "./decider.ts";

const organizationId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const userId = "11111111-1111-4111-8111-111111111111";
const hall = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const annex = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const at = "2026-11-24T10:00:00.000Z";

const mainHall = {
  name: "Main prayer hall",
  address: "1 Whitechapel Road, London E1 1JX",
  latitude: 51.5176,
  longitude: -0.0657,
  timeZone: "Europe/London",
};
const added = (venueId: string): VenueEvent => ({
  type: "VenueAdded",
  version: 1,
  data: {
    organizationId,
    venueId,
    addedBy: userId,
    addedAt: at,
    name: mainHall.name,
    address: mainHall.address,
    latitude: mainHall.latitude,
    longitude: mainHall.longitude,
    timeZone: "Europe/London",
    capacity: null,
    facilities: [],
  },
});
const add = (venueId: string, multiLocation: boolean) => ({
  type: "AddVenue" as const,
  organizationId,
  venueId,
  userId,
  venue: mainHall,
  multiLocation,
  at,
});

describe("venue decider", () => {
  it("keeps a first venue on any tier", () => {
    given(venueDecider, [])
      .when(add(hall, false))
      .then([added(hall)]);
  });

  it("refuses a second venue without multi_location", () => {
    given(venueDecider, [added(hall)])
      .when(add(annex, false))
      .thenThrows(ForbiddenError, "FEATURE_NOT_IN_TIER");
  });

  it("keeps a second venue with multi_location", () => {
    given(venueDecider, [added(hall)])
      .when(add(annex, true))
      .then([added(annex)]);
  });

  it("lets a removed venue's place be taken without multi_location", () => {
    given(venueDecider, [
      added(hall),
      { type: "VenueRemoved", version: 1, data: { organizationId, venueId: hall, removedAt: at } },
    ])
      .when(add(annex, false))
      .then([added(annex)]);
  });

  it("updates a venue it keeps", () => {
    given(venueDecider, [added(hall)])
      .when({
        type: "UpdateVenue",
        venueId: hall,
        venue: { ...mainHall, capacity: 400, facilities: ["wudu-area"] },
        at,
      })
      .then([
        {
          type: "VenueUpdated",
          version: 1,
          data: {
            organizationId,
            venueId: hall,
            updatedAt: at,
            name: mainHall.name,
            address: mainHall.address,
            latitude: mainHall.latitude,
            longitude: mainHall.longitude,
            timeZone: "Europe/London",
            capacity: 400,
            facilities: ["wudu-area"],
          },
        },
      ]);
  });

  it("does not know another venue", () => {
    given(venueDecider, [added(hall)])
      .when({ type: "RemoveVenue", venueId: annex, at })
      .thenThrows(NotFoundError, "VENUE_NOT_FOUND");
    given(venueDecider, [])
      .when({ type: "UpdateVenue", venueId: hall, venue: mainHall, at })
      .thenThrows(NotFoundError, "VENUE_NOT_FOUND");
  });
});
