import { DEMO_ACCOUNTS } from "@mawid/contracts/identity";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { PHONE, screenshot } from "./support/browser";
import { accessToken } from "./support/published-event";
import { signedInPage } from "./support/sign-in";
import { withBrowserSession } from "./support/session";
import { BUS_SETTLES, SKIP_PLATFORM, type Target } from "./support/target";

let target: Target;
let browser: Browser;

withBrowserSession((session) => {
  ({ target, browser } = session);
});

/** The demo organisation's tier as identity now signs it for its owner. */
async function hostTier(): Promise<string> {
  const token = await accessToken(target.baseUrl, DEMO_ACCOUNTS.host.email);
  const me = await fetch(`${target.baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
  return (await me.json()).organizations[0].tier;
}

const card = (page: Awaited<ReturnType<typeof signedInPage>>, tier: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(`^${tier}`) }) });

describe.skipIf(SKIP_PLATFORM)("a tier subscription with the test provider", () => {
  it("the owner upgrades on /pricing, pays on the TEST page, gets the tier, then cancels it", async () => {
    // The demo organisation starts on the masjid tier, set by hand.
    const owner = await signedInPage(browser, target.baseUrl, DEMO_ACCOUNTS.host.email, PHONE);
    await owner.goto("/pricing");
    await owner.getByRole("heading", { level: 1, name: "Subscriptions" }).waitFor();
    await card(owner, "Masjid").getByText("Your plan").waitFor();
    expect(await owner.getByText("US$79.00 a month").count()).toBe(1);
    expect(await seriousViolations(owner)).toEqual([]);
    await owner.getByRole("button", { name: "Upgrade to Organization" }).dblclick();

    await owner.waitForURL(/\/checkout\/test\/subscription\/[0-9a-f-]{36}$/);
    expect(await owner.getByRole("note").textContent()).toContain("TEST");
    await owner.getByText("The Organization plan for US$79.00 a month.").waitFor();
    expect(await seriousViolations(owner)).toEqual([]);
    await screenshot(owner, "test-subscription-checkout-phone");
    await owner.getByRole("button", { name: "Pay", exact: true }).click();

    await owner.waitForURL((url) => url.pathname === "/pricing" && url.searchParams.has("subscription"));
    await owner
      .getByText("Thank you! The Organization plan is active; its features apply within a moment.")
      .waitFor();
    await card(owner, "Organization").getByText("Your plan").waitFor();
    // Identity follows over the bus a moment later; the next token carries the tier.
    await expect.poll(hostTier, BUS_SETTLES).toBe("organization");
    await screenshot(owner, "pricing-subscribed-phone");

    await owner.getByRole("button", { name: "Cancel subscription" }).click();
    await owner.getByText("Cancel the Organization plan?").waitFor();
    // Confirmed from the keyboard, as a keyboard user does: a pointer click on it was lost twice in
    // clean-clone runs (the popover stayed open and no request went), most likely while the popover
    // realigned to its button, which the phone's sticky header half covers.
    await owner.getByRole("button", { name: "Cancel subscription" }).last().focus();
    await owner.keyboard.press("Enter");
    // the cancellation is taken before identity is waited for: a run once waited 30 s for a tier that
    // never changed, and the test could not tell a lost click from a slow bus
    await owner.getByText("The subscription is cancelled.").waitFor();
    await expect.poll(hostTier, BUS_SETTLES).toBe("free");
    await owner.context().close();
  });
});
