import { DEMO_ACCOUNTS } from "@mawid/contracts/identity";
import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ar } from "../src/shared/i18n/messages/ar";
import { seriousViolations } from "./support/axe";
import { PHONE, screenshot } from "./support/browser";
import { accessToken, publishedEvent } from "./support/published-event";
import { signedInPage } from "./support/sign-in";
import { withBrowserSession } from "./support/session";
import { SKIP_PLATFORM, type Target } from "./support/target";

let target: Target;
let browser: Browser;

withBrowserSession((session) => {
  ({ target, browser } = session);
});

async function as(email: string, method: string, path: string, body?: unknown, headers = {}) {
  const token = await accessToken(target.baseUrl, email);
  const response = await fetch(`${target.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const host = DEMO_ACCOUNTS.host.email;
const attendee = DEMO_ACCOUNTS.attendee.email;

/**
 * Projections follow the bus a moment behind the answers: once the card has loaded (`loaded`), read it,
 * and reload the page until it shows them. Reading before the card loaded would reload it forever on a
 * slow machine, never letting its request finish.
 */
async function untilShown(
  page: Page,
  loaded: () => Promise<void>,
  read: () => Promise<string | null>,
  expected: RegExp | string,
) {
  await expect
    .poll(
      async () => {
        await loaded();
        const text = (await read()) ?? "";
        const shown = typeof expected === "string" ? text === expected : expected.test(text);
        if (!shown) await page.reload();
        return text;
      },
      { timeout: 90_000, interval: 1_500 },
    )
    .toMatch(expected);
}

const textOf = async (locator: Locator) =>
  (await locator.count()) ? await locator.first().textContent() : null;

/** The figures of a chart's table fallback, row by row, as a screen reader reaches them. */
async function chartTable(page: Page, title: string, showAsTable: string): Promise<string[]> {
  const card = page.locator(".chart-card").filter({ has: page.getByRole("heading", { name: title }) });
  const toggle = card.getByRole("button", { name: showAsTable });
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  return await card.getByRole("table", { name: title }).getByRole("row").allTextContents();
}

describe.skipIf(SKIP_PLATFORM)(
  "the host's dashboard and analytics after tickets are sold and scanned",
  () => {
    // many steps, each waiting on the bus: buying, issuing, scanning, projecting, then three looks at the pages
    it("show the sold and checked-in counts on the dashboard and in the charts, light, dark and in Arabic", async () => {
      const title = `Tafsir night ${Date.now().toString(36)}`;
      const eventId = await publishedEvent(target.baseUrl, title);
      // today's check-ins are those of events happening today (UTC): it starts in a few minutes
      const startsAt = Date.now() + 3 * 60_000;
      await as(host, "PATCH", `/events/${eventId}`, {
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + 3 * 3_600_000).toISOString(),
      });
      const type = await as(host, "POST", `/events/${eventId}/ticket-types`, {
        name: "General admission",
        price: 0,
        currency: "GBP",
        capacity: 100,
        section: "mixed",
      });
      await as(
        attendee,
        "POST",
        "/orders",
        {
          eventId,
          items: [
            {
              ticketTypeId: type.id,
              quantity: 3,
              attendees: [{ name: "Amina Yusuf" }, { name: "Bilal Yusuf" }, { name: "Safiya Yusuf" }],
            },
          ],
        },
        { "idempotency-key": `analytics-e2e-${eventId}` },
      );
      // tickets are issued from the order by a consumer on the bus, a moment after the answer
      let tickets: { eventId: string; qr: string }[] = [];
      await expect
        .poll(
          async () => {
            tickets = ((await as(attendee, "GET", "/me/tickets")) as typeof tickets).filter(
              (t) => t.eventId === eventId,
            );
            return tickets.length;
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(3);
      // check-in hears of the tickets from the bus too: scan until the first is admitted
      await expect
        .poll(
          async () => (await as(host, "POST", "/checkin/scans", { eventId, qr: tickets[0]!.qr })).result,
          {
            timeout: 30_000,
            interval: 1_000,
          },
        )
        .toMatch(/admitted|already_checked_in/);
      expect((await as(host, "POST", "/checkin/scans", { eventId, qr: tickets[1]!.qr })).result).toBe(
        "admitted",
      );

      const page = await signedInPage(browser, target.baseUrl, host);
      const card = (heading: string) =>
        page.locator(".dashboard-card").filter({ has: page.getByRole("heading", { name: heading }) });
      const upcomingCard = card("Upcoming events");
      const upcoming = upcomingCard
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: title }) });
      await untilShown(
        page,
        () => upcomingCard.waitFor({ timeout: 30_000 }),
        () => textOf(upcoming.locator(".count-bar-text")),
        "3 of 100 sold",
      );
      const todayCard = card("Today's check-ins");
      const today = todayCard.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
      await untilShown(
        page,
        () => todayCard.waitFor({ timeout: 30_000 }),
        () => textOf(today.locator(".count-bar-text")),
        "2 of 3 checked in",
      );
      expect(
        await today.getByRole("progressbar", { name: "2 of 3 checked in" }).getAttribute("aria-valuenow"),
      ).toBe("67");
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "dashboard-host-desktop");

      const day = new Date().toISOString().slice(0, 10);
      await page.goto(`/analytics?event=${eventId}&from=${day}&to=${day}`);
      await page.getByRole("heading", { level: 1, name: "Analytics dashboard" }).waitFor();
      // the chart library draws on a canvas inside the named picture
      const sold = page.getByRole("img", { name: "Tickets sold over time" });
      await sold.locator("canvas").first().waitFor({ timeout: 20_000 });
      const sections = page
        .locator(".chart-card")
        .filter({ has: page.getByRole("heading", { name: "Sections" }) });
      await untilShown(
        page,
        async () => {
          await sections.waitFor({ timeout: 30_000 });
          await sections.getByRole("status").waitFor({ state: "detached", timeout: 30_000 });
        },
        async () =>
          (await sections.getByRole("button", { name: "Show as table" }).count()) ? "ready" : null,
        "ready",
      );
      expect(await chartTable(page, "Sections", "Show as table")).toEqual([
        "SectionSoldChecked in",
        "Mixed32",
      ]);
      const arrivals = await chartTable(page, "Arrivals by gate", "Show as table");
      const arrived = arrivals.slice(1).reduce((sum, row) => sum + Number(/(\d+)$/.exec(row)?.[1] ?? 0), 0);
      expect(arrived).toBe(2);
      const salesRows = await chartTable(page, "Tickets sold over time", "Show as table");
      expect(salesRows.slice(1).reduce((sum, row) => sum + Number(/(\d+)$/.exec(row)?.[1] ?? 0), 0)).toBe(3);
      const compared = await chartTable(page, "Events compared", "Show as table");
      expect(compared.find((row) => row.startsWith(title))).toMatch(new RegExp(`^${title}32\\d+\\d+$`));
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "analytics-light-desktop");

      await page.getByTestId("theme-toggle").click();
      await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
      await page.reload();
      await page.getByRole("img", { name: "Tickets sold over time" }).locator("canvas").first().waitFor();
      expect(await chartTable(page, "Sections", "Show as table")).toEqual([
        "SectionSoldChecked in",
        "Mixed32",
      ]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "analytics-dark-desktop");

      await page.getByTestId("language-switch").selectOption("ar");
      await page.waitForFunction(() => document.documentElement.dir === "rtl");
      await page.getByRole("heading", { level: 1, name: ar["page.analytics"] }).waitFor();
      expect(await chartTable(page, ar["an.sections"], ar["an.showTable"])).toEqual([
        `${ar["an.section"]}${ar["an.sold"]}${ar["an.checkedIn"]}`,
        `${ar["ev.aud.mixed"]}32`,
      ]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "analytics-arabic-dark-desktop");

      await page.goto("/dashboard");
      const todayCardAr = card(ar["db.checkInsToday"]);
      const todayAr = todayCardAr
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: title }) });
      await untilShown(
        page,
        () => todayCardAr.waitFor({ timeout: 30_000 }),
        () => textOf(todayAr.locator(".count-bar-text")),
        ar["db.checkedInOf"].replace("{checkedIn}", "2").replace("{sold}", "3"),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "dashboard-arabic-dark-desktop");

      // the same, right to left and dark, on a phone
      await page.setViewportSize(PHONE);
      await todayAr.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "dashboard-arabic-dark-phone");
      await page.goto(`/analytics?event=${eventId}&from=${day}&to=${day}`);
      const soldAr = page.getByRole("img", { name: ar["an.sales"] });
      await soldAr.locator("canvas").first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, "analytics-arabic-dark-phone");
      await soldAr.scrollIntoViewIfNeeded();
      await screenshot(page, "analytics-chart-arabic-dark-phone");
      // a failure leaves the page open: the session reports what it shows, then closes it
      await page.context().close();
    }, 300_000);
  },
);
