import { describe, expect, it } from "vitest";
import { anEvent } from "../shared/events.fixtures";
import { changesOf, toEditValues } from "./edit-values";

const hybrid = anEvent({ onlineUrl: "https://live.example.org/iftar" });
const online = anEvent({ venue: null, onlineUrl: "https://live.example.org/iftar" });

describe("what the edit drawer sends", () => {
  it("sends nothing when nothing changed, whatever the event's place", () => {
    for (const event of [anEvent(), hybrid, online])
      expect(changesOf(event, toEditValues(event))).toEqual({});
  });

  it("keeps a hybrid event's link when only its venue changes", () => {
    const values = { ...toEditValues(hybrid), venueName: "Brick Lane Mosque" };
    expect(changesOf(hybrid, values)).toEqual({ venue: { ...hybrid.venue, name: "Brick Lane Mosque" } });
  });

  it("clears the venue when the event moves online, and the link when it moves to a venue", () => {
    const movedOnline = { ...toEditValues(anEvent()), online: true, onlineUrl: "https://live.example.org/x" };
    expect(changesOf(anEvent(), movedOnline)).toEqual({
      venue: null,
      onlineUrl: "https://live.example.org/x",
    });
    const venue = { name: "Hall", address: "1 Road", latitude: 51.5, longitude: -0.1 };
    const movedIn = {
      ...toEditValues(online),
      online: false,
      venueName: venue.name,
      address: venue.address,
      latitude: venue.latitude,
      longitude: venue.longitude,
    };
    expect(changesOf(online, movedIn)).toEqual({ venue, onlineUrl: null });
  });

  it("moves both times together, on the event's clock, when one moves", () => {
    const values = { ...toEditValues(anEvent()), endTime: "21:30" };
    expect(changesOf(anEvent(), values)).toEqual({
      startsAt: "2027-02-20T17:25:00+00:00",
      endsAt: "2027-02-20T21:30:00+00:00",
    });
  });
});
