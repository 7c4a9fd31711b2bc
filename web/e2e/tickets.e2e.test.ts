import { DEMO_ACCOUNTS } from "@mawid/contracts/identity";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { PHONE, screenshot } from "./support/browser";
import { publishedEvent } from "./support/published-event";
import { signedInPage } from "./support/sign-in";
import { withBrowserSession } from "./support/session";
import { BUS_SETTLES, SKIP_PLATFORM, type Target } from "./support/target";

let target: Target;
let browser: Browser;

withBrowserSession((session) => {
  ({ target, browser } = session);
});

describe.skipIf(SKIP_PLATFORM)("free tickets for a published event", () => {
  it("a host adds a free ticket type; a visitor registers two attendees and opens a ticket's QR code", async () => {
    const title = `Weekly halaqa ${Date.now().toString(36)}`;
    const eventId = await publishedEvent(target.baseUrl, title);

    const host = await signedInPage(browser, target.baseUrl, DEMO_ACCOUNTS.host.email);
    await host.goto(`/event/${eventId}`);
    await host.getByRole("link", { name: "Tickets", exact: true }).click();
    await host.waitForURL((url) => url.pathname === `/event/${eventId}/tickets`);
    const form = host
      .locator(".ant-card")
      .filter({ has: host.getByRole("heading", { name: "Add ticket type" }) });
    await form.getByLabel("Name").fill("General admission");
    await form.getByRole("button", { name: "Add ticket type" }).click();
    const listed = host
      .getByRole("region", { name: "Mixed" })
      .getByRole("row", { name: /General admission/ });
    await listed.waitFor();
    expect(await listed.textContent()).toBe("General admissionFree100100");
    await screenshot(host, "event-tickets-host");
    await host.context().close();

    const visitor = await signedInPage(browser, target.baseUrl, DEMO_ACCOUNTS.attendee.email, PHONE);
    await visitor.goto(`/register-event/${eventId}`);
    await visitor.getByRole("heading", { level: 1, name: `Register for ${title}` }).waitFor();
    await visitor.getByLabel("Quantity").fill("2");
    await visitor.getByLabel("Attendee 1 (General admission)").fill("Amina Yusuf");
    await visitor.getByLabel("Attendee 2 (General admission)").fill("Bilal Yusuf");
    expect(await visitor.getByRole("table", { name: "Order summary" }).textContent()).toContain(
      "2 × General admissionFree",
    );
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshot(visitor, "register-event-phone");
    await visitor.getByRole("button", { name: "Register", exact: true }).click();
    await visitor.getByRole("heading", { name: "You are registered" }).waitFor();

    await visitor.getByRole("link", { name: "View my tickets" }).click();
    await visitor.waitForURL((url) => url.pathname === "/my-tickets");
    const group = visitor
      .getByRole("listitem")
      .filter({ has: visitor.getByRole("heading", { name: title }) });
    // Tickets are issued from the paid order by a consumer on the bus, a moment after the answer:
    // the page says so and looks again by itself until they are there.
    await group.getByRole("link").first().waitFor({ timeout: BUS_SETTLES.timeout });
    expect(await group.getByRole("link").allTextContents()).toEqual([
      "Ticket for Amina Yusuf",
      "Ticket for Bilal Yusuf",
    ]);
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshot(visitor, "my-tickets-phone");

    await group.getByRole("link", { name: "Ticket for Amina Yusuf" }).click();
    await visitor.waitForURL(/\/ticket\/[0-9a-f-]{36}\/event\//);
    const qr = visitor.getByRole("img", { name: "QR code of the ticket for Amina Yusuf" });
    await qr.waitFor();
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(240);
    await visitor.getByText("Mixed", { exact: true }).waitFor();
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshot(visitor, "ticket-phone");
    await visitor.context().close();
  });
});
