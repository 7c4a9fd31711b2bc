import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TDiscoveryPage, ZDiscoveryPage, ZSessions, ZSpeakers } from "@mawid/contracts/events";
import { waitFor } from "@mawid/testing";
import { seedDemoEvents } from "../src/demo-events.ts";
import { startTestPlatform, type TestPlatform } from "./test-platform.ts";

// The real platform with demo data, as `npm start` runs it: the demo masjid's events are made
// through its public API and reach discovery, once.

let platform: TestPlatform | undefined;

beforeAll(async () => {
  platform = await startTestPlatform("demo-events", { demoData: true, print: () => {} });
}, 180_000);

afterAll(async () => {
  await platform?.close();
});

describe("the demo masjid's events", () => {
  it("are published through the API and found in discovery, and made only once", async () => {
    const url = platform!.url;
    const now = new Date();
    expect(await seedDemoEvents(url, now)).toBe(3);

    // discovery lists published public events, each with its lowest price once it has tickets
    let listing: TDiscoveryPage = { items: [], page: 1, pageSize: 20, total: 0 };
    const ready = () => listing.total === 3 && listing.items.every((e) => e.lowestPrice !== null);
    await waitFor(
      "the three events in discovery with their prices",
      async () => {
        listing = ZDiscoveryPage.parse(await (await fetch(`${url}/api/v1/events`)).json());
        return ready();
      },
      30_000,
      250,
    );
    expect(listing.items.map((e) => e.title).sort()).toEqual([
      "Family social and dinner",
      "Seerah conference: the life of the Prophet ﷺ",
      "Weekly tafsir circle",
    ]);
    for (const event of listing.items) {
      expect(event.organizationName).toBe("Masjid Al-Noor");
      expect(event.venue?.name).toBe("Al-Noor Community Centre");
      expect(event.lowestPrice).toEqual({ amount: 0, currency: "GBP" });
      expect(Date.parse(event.startsAt)).toBeGreaterThan(now.getTime());
    }

    // the conference has its day: talks by its speakers, and the day's prayers as breaks
    const conference = listing.items.find((e) => e.title.startsWith("Seerah conference"))!;
    const agenda = ZSessions.parse(
      await (await fetch(`${url}/api/v1/events/${conference.id}/sessions`)).json(),
    );
    expect(agenda.items.filter((s) => s.kind === "prayer-break").map((s) => s.title)).toContain(
      "Dhuhr prayer",
    );
    expect(agenda.items.filter((s) => s.kind === "talk")).toHaveLength(4);
    const speakers = ZSpeakers.parse(
      await (await fetch(`${url}/api/v1/events/${conference.id}/speakers`)).json(),
    );
    expect(speakers.items.map((s) => s.name)).toEqual(["Shaykh Ahmad Hassan", "Ustadha Maryam Ali"]);

    // a restart on the same data finds the masjid's events and adds none
    expect(await seedDemoEvents(url, now)).toBe(0);
  });
});
