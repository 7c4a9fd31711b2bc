import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TDiscoveryPage, ZDiscoveryPage } from "@mawid/contracts/events";
import { seedDemoEvents } from "../src/demo-events.ts";
import { type RunningPlatform, startPlatform } from "../src/index.ts";

// The real platform with demo data, as `npm start` runs it: the demo masjid's events are made
// through its public API and reach discovery, once.

const dataDir = mkdtempSync(join(tmpdir(), "mawid-demo-events-"));
// PostgreSQL runs as its own user when the tests run as root: it must be able to enter the folder.
chmodSync(dataDir, 0o755);
let platform: RunningPlatform | undefined;

beforeAll(async () => {
  platform = await startPlatform({
    env: { ...process.env, DATABASE_URL: "", PORT: "", MAWID_DATA_DIR: "", LOG_LEVEL: "" },
    port: 0,
    dataDir,
    buildWeb: false,
    demoData: true,
    print: () => {},
  });
}, 180_000);

afterAll(async () => {
  await platform?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the demo masjid's events", () => {
  it("are published through the API and found in discovery, and made only once", async () => {
    const url = platform!.url;
    const now = new Date();
    expect(await seedDemoEvents(url, now)).toBe(3);

    // discovery lists published public events, each with its lowest price once it has tickets
    let listing: TDiscoveryPage = { items: [], page: 1, pageSize: 20, total: 0 };
    const ready = () => listing.total === 3 && listing.items.every((e) => e.lowestPrice !== null);
    const deadline = Date.now() + 30_000;
    while (!ready() && Date.now() < deadline) {
      listing = ZDiscoveryPage.parse(await (await fetch(`${url}/api/v1/events`)).json());
      if (!ready()) await new Promise((resolve) => setTimeout(resolve, 250));
    }
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

    // a restart on the same data finds the masjid's events and adds none
    expect(await seedDemoEvents(url, now)).toBe(0);
  });
});
