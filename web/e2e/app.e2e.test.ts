import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@mawid/contracts/identity";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HERO_ROTATION_MS } from "../src/shared/config/app-config";
import { chooseFromAvatarMenu } from "./support/avatar-menu";
import { seriousViolations } from "./support/axe";
import { DESKTOP, newContext, PHONE, reportOpenPages, screenshot, UI_WAIT_MS } from "./support/browser";
import { GOOGLE_DISPLAY_NAME } from "./support/google-stand-in";
import { countedInAnalytics, parkInAnalytics } from "./support/parked-messages";
import { withBrowserSession } from "./support/session";
import { SKIP_PLATFORM, type Target } from "./support/target";

let target: Target;
let browser: Browser;

withBrowserSession((session) => {
  ({ target, browser } = session);
});

/** A fresh context's page at `path`; `prepare` runs on the page before it navigates (to install its clock, say). */
async function openPage(
  path: string,
  viewport: { width: number; height: number } = DESKTOP,
  prepare: (page: Page) => Promise<void> = async () => {},
): Promise<Page> {
  const context = await newContext(browser, target.baseUrl, viewport);
  const page = await context.newPage();
  await prepare(page);
  await page.goto(path);
  return page;
}

/** Signs in and resolves once the profile (which carries the role) has loaded. */
async function signInAs(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await openPage("/auth", viewport);
  const profile = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/v1/me" && response.status() === 200,
  );
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await profile;
  return page;
}

describe("public pages", () => {
  it("rotates the hero word every two seconds", async () => {
    // The page loads on a running fake clock, paused once the word shows (paused from the start, a
    // slow run once stayed on "Loading..."). From the first change seen after that, each word lasts
    // HERO_ROTATION_MS and gives way to the next in order; a slow machine may have let one pass.
    const order = ["EVENT", "CONVENTION", "LECTURE", "MEETUP"];
    const page = await openPage("/", DESKTOP, (fresh) => fresh.clock.install());
    const word = page.getByTestId("hero-word");
    await word.waitFor();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    const first = (await word.textContent()) ?? "";
    expect(order.slice(0, 2)).toContain(first);
    const STEP_MS = 50;
    for (let waited = 0; (await word.textContent()) === first; waited += STEP_MS) {
      expect(waited).toBeLessThanOrEqual(HERO_ROTATION_MS);
      await page.clock.runFor(STEP_MS);
    }
    const second = order[order.indexOf(first) + 1]!;
    expect(await word.textContent()).toBe(second);
    await page.clock.runFor(HERO_ROTATION_MS - 2 * STEP_MS);
    expect(await word.textContent()).toBe(second);
    await page.clock.runFor(2 * STEP_MS);
    await word.filter({ hasText: order[order.indexOf(second) + 1]! }).waitFor({ timeout: 2_000 });
    await page.context().close();
  });

  it("shows the landing sections, three five-star testimonials and the calculator", async () => {
    const page = await openPage("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Host your next");
    expect(await page.getByTestId("testimonial").count()).toBe(3);
    expect(await page.getByRole("img", { name: "Rated 5 out of 5" }).count()).toBe(3);
    expect(await page.getByTestId("calc-mawid-fee").textContent()).toBe("$163.00");
    for (const anchor of ["#events", "#create", "#marketplace", "#pricing", "#privacy", "#support"]) {
      expect(await page.locator(`footer a[href="${anchor}"]`).count()).toBe(1);
    }
    expect(await page.locator('footer a[href="mailto:support@mawid.org"]').count()).toBe(1);
    await page.context().close();
  });

  it("saves landing and auth screenshots at phone and desktop widths", async () => {
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const page = await openPage("/", viewport);
      await page.getByTestId("hero-word").waitFor();
      await screenshot(page, `landing-${name}`);
      await page.goto("/auth");
      await page.getByRole("heading", { name: "Welcome" }).waitFor();
      await screenshot(page, `auth-${name}`);
      await page.context().close();
    }
  });

  it("opens the phone menu from the right with the nav links", async () => {
    const page = await openPage("/", PHONE);
    await page.getByTestId("mobile-menu-button").click();
    const nav = page.locator(".mobile-nav");
    await nav.waitFor();
    for (const label of ["About Us", "Donate", "Subscriptions", "Find Events", "Create Event", "Sign In"]) {
      expect(await nav.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
    }
    await screenshot(page, "mobile-menu-phone");
    await page.context().close();
  });

  it("shows the brief's exact messages for invalid sign-up input", async () => {
    const page = await openPage("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Display name").fill("A");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("different");
    await page.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "Display name must be at least 2 characters",
      "Invalid email address",
      "Password must be at least 8 characters with uppercase, lowercase, number and special character",
      "Passwords don't match",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.context().close();
  });

  it("shows the 404 page and returns home", async () => {
    const page = await openPage("/no-such-page");
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("hero-word").waitFor();
    await page.context().close();
  });

  /** Picks a right-to-left language on the landing page and waits for its call to action. */
  async function landingIn(locale: "ar" | "ur", createCta: string): Promise<Page> {
    const page = await openPage("/");
    await page.getByTestId("language-switch").selectOption(locale);
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    await page.getByText(createCta).first().waitFor();
    return page;
  }

  it("lays Arabic out right to left, and keeps it across a reload", async () => {
    const page = await landingIn("ar", "أنشئ فعاليتك");
    await screenshot(page, "landing-arabic-desktop");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await page.context().close();
  });

  it("lays Urdu out right to left on the landing and auth pages", async () => {
    const page = await landingIn("ur", "اپنی تقریب بنائیں");
    await screenshot(page, "landing-urdu-desktop");
    await page.setViewportSize(PHONE);
    await page.goto("/auth");
    await page.getByRole("heading", { name: "خوش آمدید" }).waitFor();
    await screenshot(page, "auth-urdu-phone");
    await page.context().close();
  });

  it("keeps the dark theme across a reload", async () => {
    const page = await openPage("/");
    await page.getByTestId("theme-toggle").click();
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await page.getByTestId("hero-word").waitFor();
    const root = await page.evaluate(() => ({
      className: document.documentElement.className,
      dataTheme: document.documentElement.getAttribute("data-theme"),
    }));
    expect(root.className).toContain("dark");
    expect(root.dataTheme).toBe("dark");
    await screenshot(page, "landing-dark-desktop");
    await page.context().close();
  });

  it("has no serious or critical accessibility violations on the landing and auth pages", async () => {
    for (const path of ["/", "/auth"]) {
      const page = await openPage(path);
      await page.locator("main h1").first().waitFor();
      const violations = await seriousViolations(page);
      expect(violations, `${path}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
      await page.context().close();
    }
  });

  it("redirects a protected route to /auth when signed out", async () => {
    const page = await openPage("/dashboard");
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.context().close();
  });
});

describe.skipIf(SKIP_PLATFORM)("account flow against the platform", () => {
  it("signs up, verifies by mail, signs in, opens the avatar menu and signs out", async () => {
    const email = `e2e-${Date.now()}@example.com`;
    const password = "Salaam!2025x";
    const page = await openPage("/auth");

    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Display name").fill("Maryam Test");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText(/Account created!/).waitFor();

    const mail = await target.smtp!.waitFor(email, 20_000);
    const link = /\/verify-email\?token=[^\s"'<>]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await page.getByText("Your email is verified").waitFor();

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByText("Assalamu alaikum, Maryam Test").waitFor();
    await screenshot(page, "dashboard-desktop");
    await page.setViewportSize(PHONE);
    await screenshot(page, "dashboard-phone");
    await page.setViewportSize(DESKTOP);

    // The session survives a reload through the refresh cookie.
    await page.reload();
    await page.getByText("Assalamu alaikum, Maryam Test").waitFor();

    await page.getByTestId("avatar-menu").click();
    const menu = page.getByRole("menu");
    await menu.getByText(email).waitFor();
    await menu.getByText("Maryam Test").waitFor();
    await screenshot(page, "avatar-menu-desktop");
    // On a busy machine the sign-out answer can arrive while the page is still rendering the way
    // home; a slowed page (its CPU throttled, not the network) must still land there.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    // the item itself, not its label: antd handles the click on the menu item
    await menu.getByRole("menuitem", { name: "Sign Out" }).click();
    await page
      .waitForURL((url) => url.pathname === "/")
      .catch(async (error) => {
        await screenshot(page, "sign-out-timed-out");
        throw new Error(`sign-out left the page at ${page.url()}`, { cause: error });
      });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.getByRole("link", { name: "Sign In" }).waitFor();
    expect(await page.getByTestId("avatar-menu").count()).toBe(0);
    await page.context().close();
  });

  it("signs in with Google through the provider's login and consent pages", async () => {
    const email = `google-${Date.now()}@gmail.test`;
    const page = await openPage("/auth");
    // The provider's pages ask for a web font; there is no internet here, so fail it at once.
    await page.context().route("https://fonts.googleapis.com/**", (route) => route.abort());

    await page.getByRole("button", { name: "Continue with Google" }).click();
    const login = page.locator('input[name="login"]');
    await login.waitFor();
    expect(new URL(page.url()).hostname).toBe("127.0.0.1");
    await login.fill(email);
    await page.locator('input[name="password"]').fill("any password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();

    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByText(`Assalamu alaikum, ${GOOGLE_DISPLAY_NAME}`).waitFor();
    await page.getByTestId("avatar-menu").click();
    const menu = page.getByRole("menu");
    await menu.getByText(email).waitFor();
    await menu.getByText(GOOGLE_DISPLAY_NAME).waitFor();
    await page.context().close();
  });

  describe("administration entries", () => {
    const ADMIN_ENTRIES = ["Bulk Operations", "Event Approvals", "System Status"];

    async function avatarMenuEntries(page: Page): Promise<string[]> {
      await page.getByTestId("avatar-menu").click();
      const menu = page.getByRole("menu");
      await menu.getByText("Sign Out").waitFor();
      return menu.getByRole("menuitem").allTextContents();
    }

    async function slideOutEntries(page: Page): Promise<string[]> {
      await page.getByTestId("mobile-menu-button").click();
      const nav = page.locator(".mobile-nav");
      await nav.getByText("Sign Out").waitFor();
      return nav.getByRole("link").allTextContents();
    }

    it("shows Bulk Operations, Event Approvals and System Status to a platform admin", async () => {
      const desktop = await signInAs(DEMO_ACCOUNTS.admin.email, DESKTOP);
      expect(await avatarMenuEntries(desktop)).toEqual(expect.arrayContaining(ADMIN_ENTRIES));
      await screenshot(desktop, "avatar-menu-admin-desktop");
      await desktop.context().close();

      const phone = await signInAs(DEMO_ACCOUNTS.admin.email, PHONE);
      expect(await slideOutEntries(phone)).toEqual(expect.arrayContaining(ADMIN_ENTRIES));
      await screenshot(phone, "mobile-menu-admin-phone");
      await phone.context().close();
    });

    it("hides them from a member", async () => {
      const desktop = await signInAs(DEMO_ACCOUNTS.attendee.email, DESKTOP);
      const menu = await avatarMenuEntries(desktop);
      expect(menu).toContain("My Tickets");
      for (const entry of ADMIN_ENTRIES) expect(menu).not.toContain(entry);
      await desktop.context().close();

      const phone = await signInAs(DEMO_ACCOUNTS.attendee.email, PHONE);
      const nav = await slideOutEntries(phone);
      expect(nav).toContain("Edit profile");
      for (const entry of ADMIN_ENTRIES) expect(nav).not.toContain(entry);
      await phone.context().close();
    });
  });
});

describe.skipIf(SKIP_PLATFORM)("a visit's requests and language", () => {
  it("makes no failing request when a signed-out visitor opens the landing page", async () => {
    const context = await newContext(browser, target.baseUrl);
    const page = await context.newPage();
    const failures: string[] = [];
    const checks: number[] = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (path === "/api/v1/auth/session") checks.push(response.status());
      if (response.status() >= 400) failures.push(`${response.status()} ${path}`);
    });
    page.on("requestfailed", (request) => failures.push(`failed ${new URL(request.url()).pathname}`));
    page.on("console", (message) => {
      if (message.type() === "error") failures.push(`console: ${message.text()}`);
    });
    await page.goto("/");
    await page.getByTestId("hero-word").waitFor();
    await page.getByRole("link", { name: "Sign In" }).waitFor();
    await page.waitForLoadState("networkidle");
    // the session was checked, and answered that there is none
    expect(checks).toEqual([200]);
    expect(failures).toEqual([]);
    await context.close();
  });

  /** Every toast's text so far; a toast stays four seconds, longer than these steps take. */
  const toastTexts = (page: Page) => page.locator(".ant-message-notice").allTextContents();
  const ARABIC = /[\u0600-\u06FF]/;

  it("shows a browser whose language is Arabic, with English chosen, no Arabic toast", async () => {
    const context = await newContext(browser, target.baseUrl, DESKTOP, "ar");
    const page = await context.newPage();
    await page.goto("/auth");
    // nothing chosen yet on this browser: the page starts in its language
    await page.waitForFunction(() => document.documentElement.lang === "ar");
    await page.getByTestId("language-switch").selectOption("en");
    await page.getByRole("heading", { name: "Welcome" }).waitFor();

    // an unknown account answers as a wrong password does, without throttling the demo attendee
    await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("Wrong!Passw0rd-e2e");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.locator(".ant-message-notice", { hasText: "Invalid email or password" }).waitFor();

    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.attendee.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.locator(".ant-message-notice", { hasText: "Welcome back!" }).waitFor();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    for (const text of await toastTexts(page)) expect(text).not.toMatch(ARABIC);
    await context.close();
  });

  it("shows the profile's English, toast included, after signing in from an Arabic browser", async () => {
    const context = await newContext(browser, target.baseUrl, DESKTOP, "ar");
    const page = await context.newPage();
    await page.goto("/auth");
    await page.waitForFunction(() => document.documentElement.lang === "ar");
    await page.locator('input[type="email"]').fill(DEMO_ACCOUNTS.attendee.email);
    await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    // the attendee's profile says English, which wins over the browser once it has loaded
    await page.waitForFunction(() => document.documentElement.lang === "en", null);
    await page.locator(".ant-message-notice", { hasText: "Welcome back!" }).waitFor();
    for (const text of await toastTexts(page)) expect(text).not.toMatch(ARABIC);
    await context.close();
  });
});

describe.skipIf(SKIP_PLATFORM)("system status against the platform", () => {
  it("shows the gateway and each service by name, all operational, on a phone", async () => {
    const page = await openPage("/system-health", PHONE);
    const cards = page.locator(".health-grid > li");
    await cards.nth(6).waitFor();
    expect(await page.locator(".health-grid h2").allTextContents()).toEqual([
      "Gateway",
      "Identity",
      "Events",
      "Ticketing",
      "Payments",
      "Check-in",
      "Analytics",
    ]);
    // one machine's gateway shares its counts with its workers, if it has more than one
    const gateway = cards.first();
    const rateLimits = gateway
      .locator("dt", { hasText: "Rate limits" })
      .locator("xpath=following-sibling::dd[1]");
    expect(await rateLimits.textContent()).toMatch(/^(Counted by this process|Shared by its workers)$/);
    // A readiness check waits 1 s: on a machine busy with the rest of the suite a first reading can
    // say Down or Degraded, and the page's own refresh shows whether it lasts.
    await expect
      .poll(() => cards.filter({ hasText: /Down|Degraded/ }).count(), { timeout: UI_WAIT_MS })
      .toBe(0);
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await screenshot(page, "system-health-phone");
    await page.context().close();
  });
});

describe.skipIf(SKIP_PLATFORM)("parked messages against the platform", () => {
  it("lets the admin retry one of Analytics' parked messages and discard another, on a phone", async () => {
    const databaseUrl = target.databaseUrl!;
    const countedBefore = {
      retried: await countedInAnalytics(databaseUrl, "OrganizationVerified"),
      discarded: await countedInAnalytics(databaseUrl, "TierChanged"),
    };
    await parkInAnalytics(databaseUrl, "OrganizationVerified");
    await parkInAnalytics(databaseUrl, "TierChanged");
    const page = await signInAs(DEMO_ACCOUNTS.admin.email, PHONE);
    // the System Status entry of the slide-out menu, as an admin reaches the page
    await page.getByTestId("mobile-menu-button").click();
    await page.locator(".mobile-nav").getByRole("link", { name: "System Status" }).click();

    const analytics = page.locator(".health-grid > li", {
      has: page.getByRole("heading", { name: "Analytics" }),
    });
    const parkedCount = analytics
      .locator("dt", { hasText: "Parked messages" })
      .locator("xpath=following-sibling::dd[1]");
    await expect.poll(() => parkedCount.textContent(), { timeout: UI_WAIT_MS }).toBe("2");
    await analytics.getByRole("button", { name: "View parked messages of Analytics" }).click();
    const drawer = page.getByRole("dialog", { name: "Parked messages: Analytics" });
    const item = (type: string) => drawer.locator("li", { has: page.getByRole("heading", { name: type }) });
    await item("OrganizationVerified").waitFor();
    await item("TierChanged").getByText("Error: TierChanged failed on purpose").waitFor();
    // full width on a phone, once it has slid in (mid-slide it measures a fraction of a pixel less)
    await expect
      .poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0), { timeout: UI_WAIT_MS })
      .toBe(PHONE.width);

    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await screenshot(page, "parked-messages-phone");

    await item("OrganizationVerified").getByRole("button", { name: "Retry" }).click();
    await page.getByText("The message was handled and has left the list.").waitFor();
    await item("OrganizationVerified").waitFor({ state: "detached" });
    // the retry ran Analytics' own handler: the probe's event is counted
    expect(await countedInAnalytics(databaseUrl, "OrganizationVerified")).toBe(countedBefore.retried + 1);

    await item("TierChanged").getByRole("button", { name: "Discard" }).click();
    const confirm = page.locator(".ant-popconfirm");
    await confirm.getByText("Its effect will never happen").waitFor();
    await confirm.getByRole("button", { name: "Discard" }).click();
    await page.getByText("The message was discarded.").waitFor();
    await item("TierChanged").waitFor({ state: "detached" });
    await drawer.getByText("No parked messages: every message was handled.").waitFor();
    expect(await countedInAnalytics(databaseUrl, "TierChanged")).toBe(countedBefore.discarded);

    await drawer.getByRole("button", { name: "Close parked messages" }).click();
    await drawer.waitFor({ state: "hidden" });
    // the page's count followed, and with nothing parked there is nothing to open
    await expect.poll(() => parkedCount.textContent(), { timeout: UI_WAIT_MS }).toBe("0");
    expect(await analytics.getByRole("button", { name: /View parked messages/ }).count()).toBe(0);
    await page.context().close();
  });

  it("retries all of Analytics' parked messages, oldest first, each handled once", async () => {
    const databaseUrl = target.databaseUrl!;
    const types = ["MemberInvited", "InvitationAccepted", "WhiteLabelChanged"] as const;
    const countedBefore = await Promise.all(types.map((type) => countedInAnalytics(databaseUrl, type)));
    const ids: string[] = [];
    for (const type of types) ids.push(await parkInAnalytics(databaseUrl, type));
    const page = await signInAs(DEMO_ACCOUNTS.admin.email, DESKTOP);
    const retried: string[] = [];
    page.on("request", (request) => {
      const id = /\/parked-messages\/[^/]+\/([^/]+)\/retry$/.exec(new URL(request.url()).pathname)?.[1];
      if (id && request.method() === "POST") retried.push(id);
    });
    await chooseFromAvatarMenu(page, "System Status");
    await page.getByRole("button", { name: "View parked messages of Analytics" }).click();
    const drawer = page.getByRole("dialog", { name: "Parked messages: Analytics" });
    await drawer.getByRole("heading", { name: types[0] }).waitFor();
    // Retry all takes whatever is listed: a leftover of another test would spoil the counts below
    expect(await drawer.locator(".parked-item").count()).toBe(3);

    await drawer.getByRole("button", { name: "Retry all" }).click();
    const confirm = page.locator(".ant-popconfirm");
    await confirm.getByText("Retry the 3 listed messages?").waitFor();
    // the confirmation fits inside the drawer: unbounded, it once grew past its edge and hid its buttons
    const within = async () => {
      const [box, inner] = await Promise.all([drawer.boundingBox(), confirm.boundingBox()]);
      return !!box && !!inner && inner.x >= box.x && inner.x + inner.width <= box.x + box.width;
    };
    await expect.poll(within, { timeout: UI_WAIT_MS }).toBe(true);
    await screenshot(page, "parked-retry-all-confirm-desktop");
    await confirm.getByRole("button", { name: "Retry all" }).click();

    await drawer.getByText("Retry all has finished.").waitFor();
    await drawer.getByText("3 handled, 0 failed again, 0 already handled by someone else.").waitFor();
    await drawer.getByText("No parked messages: every message was handled.").waitFor();
    // parked first, retried first
    expect(retried).toEqual(ids);
    // each ran Analytics' own handler exactly once
    for (const [i, type] of types.entries()) {
      expect(await countedInAnalytics(databaseUrl, type)).toBe(countedBefore[i]! + 1);
    }
    await page.getByText("Welcome back!").waitFor({ state: "hidden" });
    await screenshot(page, "parked-retry-all-desktop");
    await page.context().close();
  });

  it("reads right to left in Arabic, keeps ids left to right, and passes axe in the dark theme", async () => {
    const messageId = await parkInAnalytics(target.databaseUrl!, "MemberRoleChanged");
    // two more, so Retry all is offered and read right to left as well
    const others = ["OrganizationVerified", "TierChanged"] as const;
    for (const type of others) await parkInAnalytics(target.databaseUrl!, type);
    const page = await signInAs(DEMO_ACCOUNTS.admin.email, DESKTOP);
    /** The admin's language and theme are saved to their profile, which later runs share. */
    const choose = async (locale: "ar" | "en") => {
      const saved = () =>
        page.waitForResponse(
          (r) => new URL(r.url()).pathname === "/api/v1/me" && r.request().method() === "PATCH",
        );
      await Promise.all([saved(), page.getByTestId("language-switch").selectOption(locale)]);
      await Promise.all([saved(), page.getByTestId("theme-toggle").click()]);
    };
    await choose("ar");
    try {
      await page.waitForFunction(
        () => document.documentElement.dir === "rtl" && document.documentElement.classList.contains("dark"),
      );
      await chooseFromAvatarMenu(page, "حالة النظام");
      await page.getByRole("button", { name: "عرض الرسائل المعزولة لخدمة التحليلات" }).click();
      const drawer = page.getByRole("dialog", { name: "الرسائل المعزولة: التحليلات" });
      const item = drawer.locator("li", { has: page.getByRole("heading", { name: "MemberRoleChanged" }) });
      await item.waitFor();
      // from the reading end, which is the left in Arabic
      await expect
        .poll(async () => Math.round((await drawer.boundingBox())?.x ?? -1), { timeout: UI_WAIT_MS })
        .toBe(0);
      const id = item.getByText(messageId, { exact: true });
      expect(await id.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
      expect(await item.getByText("وقت العزل").count()).toBe(1);

      const violations = await seriousViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      await screenshot(page, "parked-messages-arabic-dark-desktop");

      await item.getByRole("button", { name: "استبعاد" }).click();
      await page.locator(".ant-popconfirm").getByRole("button", { name: "استبعاد" }).click();
      await page.getByText("استُبعدت الرسالة.").waitFor();
      await item.waitFor({ state: "detached" });

      await drawer.getByRole("button", { name: "أعد محاولة الكل" }).click();
      const confirm = page.locator(".ant-popconfirm");
      await confirm.getByText("هل تريد إعادة محاولة الرسائل المعروضة").waitFor();
      await confirm.getByRole("button", { name: "أعد محاولة الكل" }).click();
      await drawer.getByText("انتهت إعادة محاولة الكل.").waitFor();
      for (const type of others)
        await drawer.getByRole("heading", { name: type }).waitFor({ state: "detached" });
      const afterRetryAll = await seriousViolations(page);
      expect(afterRetryAll, JSON.stringify(afterRetryAll, null, 2)).toEqual([]);
      await screenshot(page, "parked-retry-all-arabic-dark-desktop");
      await drawer.getByRole("button", { name: "إغلاق الرسائل المعزولة" }).click();
      await drawer.waitFor({ state: "hidden" });

      // A web address keeps its left-to-right order in a right-to-left form.
      await page.goto("/organization/new");
      await page.waitForFunction(() => document.documentElement.dir === "rtl");
      const website = page.locator("#website");
      await website.waitFor();
      expect(await website.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
      expect(await page.locator("#name").evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    } catch (error) {
      // before the clean-up below reloads the page that failed
      await reportOpenPages(browser, "Arabic parked messages");
      throw error;
    } finally {
      // a failure may leave the drawer over the header's switches
      await page.reload();
      // signed in again, so the switches save to the profile rather than only to this browser
      await page.getByTestId("avatar-menu").waitFor();
      await choose("en");
      await page.context().close();
    }
  });
});
