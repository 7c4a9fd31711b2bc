import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@mawid/contracts/identity";
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

/** A new organisation of a new owner, with one event published (submitted, then approved by the demo admin). */
async function organisationWithEvent(): Promise<{ owner: string; organizationId: string; eventId: string }> {
  const owner = await verifiedAccount("Khadija Host");
  const token = await accessToken(target.baseUrl, owner);
  const created = await callApi(target.baseUrl, "POST", "/organizations", token, {
    name: `Madrasah Al-Huda ${Date.now()}`,
    kind: "school",
    country: "gb",
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const organizationId = created.body.id as string;
  // Signed in again, so the token carries the new membership.
  const host = await accessToken(target.baseUrl, owner);
  const start = Date.now() + 10 * 86_400_000;
  const event = await callApi(target.baseUrl, "POST", "/events", host, {
    organizationId,
    title: "Open day",
    description: "Visit the madrasah, meet the teachers.",
    category: "class",
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 3 * 3_600_000).toISOString(),
    timeZone: "Europe/London",
    venue: { name: "Al-Huda", address: "1 Leeds Rd, Bradford", latitude: 53.795, longitude: -1.745 },
    audience: "mixed",
  });
  expect(event.status, JSON.stringify(event.body)).toBe(201);
  const eventId = event.body.id as string;
  const submitted = await callApi(target.baseUrl, "POST", `/events/${eventId}/submit`, host);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const admin = await accessToken(target.baseUrl, DEMO_ACCOUNTS.admin.email);
  const approved = await callApi(target.baseUrl, "POST", `/events/${eventId}/approve`, admin);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return { owner, organizationId, eventId };
}

describe.skipIf(SKIP_PLATFORM)("a volunteer", () => {
  it("offers to help from an event's page, and the host, mailed, takes them on as a scanner", async () => {
    const { owner, organizationId, eventId } = await organisationWithEvent();
    const volunteer = await verifiedAccount("Hamza Volunteer");
    const page = await signedInPage(browser, target.baseUrl, volunteer, PHONE);
    await page.goto(`/event/${eventId}`);
    await page.getByRole("button", { name: /^Volunteer with / }).click({ timeout: UI_WAIT_MS });
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("How would you like to help? (optional)").fill("I can scan tickets at the door");
    await screenshot(page, "volunteer-phone");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await page.getByRole("button", { name: "Request sent" }).waitFor({ timeout: UI_WAIT_MS });

    const asked = await target.smtp!.waitFor(owner, 20_000, "asked to join");
    expect(asked.text).toContain("I can scan tickets at the door");
    const hostPage = await signedInPage(browser, target.baseUrl, owner, PHONE);
    await hostPage.goto(`/organization/${organizationId}/settings`);
    await hostPage.getByRole("heading", { name: "Asking to join" }).waitFor({ timeout: UI_WAIT_MS });
    await screenshot(hostPage, "join-requests-phone");
    await hostPage.getByRole("button", { name: "Take Hamza Volunteer on" }).click();
    await hostPage.getByText("Hamza Volunteer joined the team as scanner.").waitFor({ timeout: UI_WAIT_MS });
    const welcome = await target.smtp!.waitFor(volunteer, 20_000, "took you on");
    expect(welcome.text).toContain("as scanner");
    await hostPage.context().close();
    await page.context().close();
  });
});
