import { ZPrayerTimesResponse } from "@mawid/contracts/events";
import { DEMO_ACCOUNTS } from "@mawid/contracts/identity";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { newContext, PHONE, screenshot, UI_WAIT_MS } from "./support/browser";
import { signedInPage } from "./support/sign-in";
import { withBrowserSession } from "./support/session";
import { SKIP_PLATFORM, type Target } from "./support/target";

let target: Target;
let browser: Browser;

withBrowserSession((session) => {
  ({ target, browser } = session);
});

/** East London Mosque, on a Ramadan evening in 1448. */
const VENUE = { latitude: 51.5175, longitude: -0.0653 };
const DATE = "2027-03-01";
const ZONE = "Europe/London";

/**
 * The iftar's start and end on London's clock: the venue's Maghrib that day as the platform computes
 * it, minus 20 minutes, and the template's 150 minutes after that.
 */
async function iftarTimes(): Promise<{ start: string; end: string }> {
  const query = new URLSearchParams({
    lat: String(VENUE.latitude),
    lng: String(VENUE.longitude),
    date: DATE,
    timeZone: ZONE,
  });
  const answer = await fetch(`${target.baseUrl}/api/v1/prayer-times?${query}`);
  const { times } = ZPrayerTimesResponse.parse(await answer.json());
  const start = Date.parse(times.maghrib) - 20 * 60_000;
  const clock = new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" });
  return { start: clock.format(start), end: clock.format(start + 150 * 60_000) };
}

async function createIftar(page: Page, title: string): Promise<{ start: string; end: string }> {
  await page.goto("/create-islamic-event");
  await page.getByRole("button", { name: "Community iftar" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByRole("combobox", { name: "Time zone" }).fill(ZONE);
  await page.getByTitle(ZONE, { exact: true }).click();
  await page.getByLabel("Date", { exact: true }).fill(DATE);
  await page.getByLabel("Venue name").fill("East London Mosque");
  await page.getByLabel("Address").fill("82-92 Whitechapel Rd, London E1 1JQ");
  await page.getByLabel("Latitude").fill(String(VENUE.latitude));
  await page.getByLabel("Longitude").fill(String(VENUE.longitude));
  const times = await iftarTimes();
  await expect
    .poll(() => page.getByTestId("start-computed").textContent(), { timeout: UI_WAIT_MS })
    .toBe(`20 minutes before Maghrib: ${times.start}`);
  return times;
}

describe.skipIf(SKIP_PLATFORM)("an iftar from the Islamic event creator", () => {
  it("is created from the template, starts 20 minutes before Maghrib, is approved and found near its venue", async () => {
    const title = `Community iftar ${Date.now().toString(36)}`;
    const host = await signedInPage(browser, target.baseUrl, DEMO_ACCOUNTS.host.email);
    const { start, end } = await createIftar(host, title);
    await screenshot(host, "islamic-creator-desktop");
    await host.getByRole("button", { name: "Create and submit" }).click();
    await host.waitForURL(/\/event\/[0-9a-f-]{36}$/);
    const eventPath = new URL(host.url()).pathname;
    await host.getByRole("heading", { level: 1, name: title }).waitFor();
    await host.getByText("Awaiting approval").waitFor();
    await host.context().close();

    const admin = await signedInPage(browser, target.baseUrl, DEMO_ACCOUNTS.admin.email);
    await admin.goto("/event-approvals");
    const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: title }) });
    await card.getByRole("button", { name: "Approve" }).click();
    await card.waitFor({ state: "detached" });
    await admin.context().close();

    const context = await newContext(browser, target.baseUrl, PHONE);
    const visitor = await context.newPage();
    await visitor.goto(`/discover-events?q=${encodeURIComponent(title)}`);
    await visitor.getByText("Filters", { exact: true }).click();
    await visitor.getByLabel("Latitude").fill(String(VENUE.latitude));
    await visitor.getByLabel("Longitude").fill(String(VENUE.longitude));
    const listing = visitor.getByRole("link", { name: title });
    await listing.waitFor();
    // the listing is found by its title first, then again with its distance once the place is typed
    await visitor.getByRole("listitem").filter({ has: listing }).getByText("0 km away").waitFor();
    await screenshot(visitor, "discover-events-phone");

    await listing.click();
    await visitor.waitForURL((url) => url.pathname === eventPath);
    await visitor.getByRole("heading", { level: 1, name: title }).waitFor();
    await visitor.getByText(`${start}–${end}`, { exact: true }).waitFor();
    await visitor
      .getByText(/Ramadan 1448 AH/)
      .first()
      .waitFor();
    await visitor.getByRole("heading", { name: "Prayer times at the venue" }).waitFor();
    await visitor.getByRole("link", { name: /Open in OpenStreetMap/ }).waitFor();
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshot(visitor, "event-page-phone");
    await context.close();

    const arabic = await (await newContext(browser, target.baseUrl, PHONE, "ar")).newPage();
    await arabic.goto(eventPath);
    await arabic.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await arabic.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await arabic.getByRole("heading", { name: "أوقات الصلاة في المكان" }).waitFor();
    await arabic
      .getByText(/رمضان 1448/)
      .first()
      .waitFor();
    expect(await seriousViolations(arabic)).toEqual([]);
    await screenshot(arabic, "event-page-arabic-phone");
    await arabic.context().close();
  });
});
