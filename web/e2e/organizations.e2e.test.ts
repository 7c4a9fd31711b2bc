import { DEMO_PASSWORD } from "@mawid/contracts/identity";
import { callApi } from "@mawid/contracts/platform";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, PHONE, screenshot, UI_WAIT_MS } from "./support/browser";
import { accessToken } from "./support/published-event";
import { withBrowserSession } from "./support/session";
import { signedInPage, submitSignIn } from "./support/sign-in";
import { SKIP_PLATFORM, type Target } from "./support/target";

let target: Target;
let browser: Browser;

withBrowserSession((session) => {
  ({ target, browser } = session);
});

/** A new account, with the demo accounts' password, whose address is verified from the mail identity sent it. */
async function verifiedAccount(displayName: string): Promise<string> {
  const email = `e2e-${displayName.split(" ")[0]!.toLowerCase()}-${Date.now()}@example.com`;
  const signUp = await callApi(target.baseUrl, "POST", "/auth/sign-up", null, {
    email,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    displayName,
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
  const mail = await target.smtp!.waitFor(email, 20_000);
  const token = /\/verify-email\?token=([^\s"'<>]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  const verified = await callApi(target.baseUrl, "POST", "/auth/verify-email", null, { token });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return email;
}

describe.skipIf(SKIP_PLATFORM)("a new host", () => {
  it("registers their masjid from the create-event page, invites a volunteer, who joins from the mail", async () => {
    const owner = await verifiedAccount("Yusuf Host");
    const page = await signedInPage(browser, target.baseUrl, owner, PHONE);

    await page.goto("/create-event");
    await page.getByRole("heading", { name: "Host events for your community" }).waitFor();
    await page.getByRole("link", { name: "Register your organisation" }).click();
    await page.waitForURL((url) => url.pathname === "/organization/new");
    const name = `Masjid An-Nur ${Date.now()}`;
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Town or city (optional)").fill("Bradford");
    await page.getByLabel("Country").fill("United King");
    await page.locator(".ant-select-item-option[title='United Kingdom']").click();
    await screenshot(page, "register-organisation-phone");
    await page.getByRole("button", { name: "Register organisation" }).click();
    // The new owner's session carries the role at once: the create form opens, not the way to register.
    await page.waitForURL((url) => url.pathname === "/create-event", { timeout: UI_WAIT_MS });
    await page.getByLabel("Title").first().waitFor({ timeout: UI_WAIT_MS });

    const ownerToken = await accessToken(target.baseUrl, owner);
    const mine = await callApi(target.baseUrl, "GET", "/me", ownerToken);
    const organization = mine.body.organizations.find(
      (o: { organizationName: string }) => o.organizationName === name,
    );
    expect(organization).toMatchObject({ role: "owner" });
    const details = await callApi(
      target.baseUrl,
      "GET",
      `/organizations/${organization.organizationId}`,
      null,
    );
    expect(details.body).toMatchObject({ name, city: "Bradford", country: "GB", kind: "masjid" });

    const volunteer = await verifiedAccount("Bilal Volunteer");
    await page.goto(`/organization/${organization.organizationId}/settings`);
    await page.getByText("Yusuf Host").waitFor({ timeout: UI_WAIT_MS });
    await page.getByLabel("Their email").fill(volunteer);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page
      .getByText(`Invitation sent to ${volunteer}. It works for 7 days.`)
      .waitFor({ timeout: UI_WAIT_MS });
    await screenshot(page, "team-phone");
    const mail = await target.smtp!.waitFor(volunteer, 20_000, "/invitations/");
    const link = /\/invitations\/[^\s"'<>]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    const volunteerContext = await newContext(browser, target.baseUrl, PHONE);
    const volunteerPage = await volunteerContext.newPage();
    await volunteerPage.goto(link!);
    // Signed out, the link asks for a sign-in and comes back to the invitation.
    await volunteerPage.waitForURL((url) => url.pathname === "/auth");
    await submitSignIn(volunteerPage, volunteer);
    await volunteerPage.waitForURL((url) => url.pathname === link);
    await volunteerPage.getByRole("button", { name: "Accept invitation" }).click();
    await volunteerPage.waitForURL((url) => url.pathname === "/dashboard", { timeout: UI_WAIT_MS });
    await volunteerPage.getByText(`Managing ${name}`).waitFor({ timeout: UI_WAIT_MS });
    await screenshot(volunteerPage, "joined-organisation-phone");
    await volunteerContext.close();
    await page.context().close();
  });
});
