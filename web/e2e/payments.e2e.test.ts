import { DEMO_ACCOUNTS } from "@mawid/contracts/identity";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { PHONE, screenshot } from "./support/browser";
import { accessToken, publishedEvent } from "./support/published-event";
import { signedInPage } from "./support/sign-in";
import { withBrowserSession } from "./support/session";
import { reloadUntilVisible } from "./support/reload-until";
import { BUS_SETTLES, SKIP_PLATFORM, type Target } from "./support/target";

let target: Target;
let browser: Browser;

withBrowserSession((session) => {
  ({ target, browser } = session);
});

async function asHost(method: string, path: string, body?: unknown) {
  const token = await accessToken(target.baseUrl, DEMO_ACCOUNTS.host.email);
  const response = await fetch(`${target.baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

describe.skipIf(SKIP_PLATFORM)("paying with the test provider", () => {
  it("a visitor buys a paid ticket through the test checkout page, keeps the receipt, finds the ticket in My tickets and refunds it under the event's policy", async () => {
    const title = `Seerah evening ${Date.now().toString(36)}`;
    const eventId = await publishedEvent(target.baseUrl, title);
    await asHost("POST", `/events/${eventId}/ticket-types`, {
      name: "Standard",
      price: 1000,
      currency: "GBP",
      capacity: 50,
      section: "mixed",
    });
    await asHost("PUT", `/events/${eventId}/refund-policy`, { kind: "full", hoursBeforeStart: 48 });

    const visitor = await signedInPage(browser, target.baseUrl, DEMO_ACCOUNTS.attendee.email, PHONE);
    await visitor.goto(`/register-event/${eventId}`);
    await visitor.getByRole("heading", { level: 1, name: `Register for ${title}` }).waitFor();
    await visitor.getByText(/^Full refunds until 48 hours before the start: until /).waitFor();
    await visitor.getByLabel("Quantity").fill("1");
    await visitor.getByLabel("Attendee 1 (Standard)").fill("Amina Yusuf");
    await visitor.getByRole("button", { name: "Reserve and continue" }).click();
    const pay = visitor.getByRole("button", { name: /^Pay £/ });
    await pay.waitFor();
    expect(await pay.textContent()).toBe("Pay £11.25");
    await pay.dblclick();

    await visitor.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    expect(await visitor.getByRole("note").textContent()).toContain("TEST");
    expect(await visitor.getByText("£11.25").count()).toBe(1);
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshot(visitor, "test-checkout-phone");
    await visitor.getByRole("button", { name: "Pay", exact: true }).click();

    await visitor.waitForURL((url) => url.pathname === "/payment-success");
    await visitor.getByRole("heading", { name: "Payment successful" }).waitFor();
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshot(visitor, "payment-success-phone");
    const download = visitor.waitForEvent("download");
    await visitor.getByRole("button", { name: "Download the receipt (PDF)" }).click();
    const receipt = await download;
    expect(receipt.suggestedFilename()).toMatch(/^receipt-[0-9a-f-]{36}\.pdf$/);
    const pdf = await receipt.createReadStream();
    const head = await new Promise<string>((resolve) =>
      pdf.once("data", (chunk) => resolve(String(chunk).slice(0, 5))),
    );
    pdf.destroy();
    expect(head).toBe("%PDF-");
    await visitor.getByRole("link", { name: "View my tickets" }).click();
    await visitor.waitForURL((url) => url.pathname === "/my-tickets");
    const group = visitor
      .getByRole("listitem")
      .filter({ has: visitor.getByRole("heading", { name: title }) });
    // Tickets are issued from the paid order by a consumer on the bus, a moment after the payment:
    // the page says so and looks again by itself until they are there.
    await group.getByRole("link").first().waitFor({ timeout: BUS_SETTLES.timeout });
    expect(await group.getByRole("link").allTextContents()).toEqual(["Ticket for Amina Yusuf"]);

    await group.getByText(/^You can refund this order \(£11\.25\) until /).waitFor();
    await group.getByRole("button", { name: "Refund this order" }).click();
    const confirm = visitor.getByRole("dialog", { name: "Refund this order?" });
    await confirm.getByRole("button", { name: "Refund £11.25" }).click();
    await group.getByText("This order is refunded: £11.25 is coming back to you.").waitFor();
    await group.getByText("No longer valid").first().waitFor({ timeout: BUS_SETTLES.timeout });
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshot(visitor, "my-tickets-refunded-phone");
    await visitor.context().close();
  });

  it("a donor gives zakat on /donation and the host sees it in the organisation's fund report", async () => {
    const me = await asHost("GET", "/me");
    const organizationId = me.organizations[0].organizationId as string;

    const donor = await signedInPage(browser, target.baseUrl, DEMO_ACCOUNTS.attendee.email, PHONE);
    await donor.goto(`/donation?organization=${organizationId}`);
    await donor.getByRole("heading", { level: 1, name: "Donate" }).waitFor();
    // antd draws its radios over hidden inputs: the donor clicks the labels
    await donor
      .locator("label")
      .filter({ hasText: /^£50\.00$/ })
      .click();
    await donor
      .locator("label")
      .filter({ hasText: /^Zakat$/ })
      .click();
    expect(await donor.getByRole("radio", { name: "Zakat", exact: true }).isChecked()).toBe(true);
    expect(await seriousViolations(donor)).toEqual([]);
    await screenshot(donor, "donation-phone");
    await donor.getByRole("button", { name: "Donate £50.00" }).click();

    await donor.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    await donor.getByRole("button", { name: "Pay", exact: true }).click();
    await donor.waitForURL((url) => url.pathname === "/payment-success");
    await donor.getByRole("heading", { name: "Thank you for your gift" }).waitFor();
    expect(await donor.getByText(/You gave £50\.00 to .+, for Zakat\./).count()).toBe(1);
    await donor.context().close();

    const host = await signedInPage(browser, target.baseUrl, DEMO_ACCOUNTS.host.email);
    await host
      .getByRole("link", { name: /^Giving and money of / })
      .first()
      .click();
    await host.waitForURL((url) => url.pathname === `/organization/${organizationId}/finance`);
    const zakat = host
      .getByRole("table", { name: "Donations received by fund, in GBP" })
      .getByRole("row")
      .filter({ has: host.getByRole("rowheader", { name: "Zakat", exact: true }) });
    await reloadUntilVisible(host, zakat);
    expect(await zakat.textContent()).toBe("Zakat£50.00");
    expect(await seriousViolations(host)).toEqual([]);
    await screenshot(host, "finance-desktop");
    await host.context().close();
  });
});
