import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from "./support/browser";
import { SKIP_PLATFORM, startTarget, type Target } from "./support/target";

let target: Target;
let browser: Browser;

beforeAll(async () => {
  target = await startTarget();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await target?.stop();
});

async function openPage(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await newContext(browser, target.baseUrl, viewport);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

describe("public pages", () => {
  it("rotates the hero word every two seconds", async () => {
    const page = await openPage("/");
    const word = page.getByTestId("hero-word");
    await word.waitFor();
    const first = await word.textContent();
    expect(first).toBe("EVENT");
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="hero-word"]')?.textContent !== before,
      first,
      { timeout: 3_500 },
    );
    expect(await word.textContent()).toBe("CONVENTION");
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
      await page.getByText(message, { exact: true }).waitFor({ timeout: 5_000 });
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

  it("lays Arabic out right to left, and keeps it across a reload", async () => {
    const page = await openPage("/");
    await page.getByTestId("language-switch").selectOption("ar");
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ar");
    await page.getByText("أنشئ فعاليتك").first().waitFor();
    await screenshot(page, "landing-arabic-desktop");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
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
    await page.waitForURL((url) => url.pathname === "/auth", { timeout: 8_000 });
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
    await page.getByText(/Account created!/).waitFor({ timeout: 10_000 });

    const mail = await target.smtp!.waitFor(email, 20_000);
    const link = /\/verify-email\?token=[^\s"'<>]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await page.getByText("Your email is verified").waitFor({ timeout: 10_000 });

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 10_000 });
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
    await menu.getByText("Sign Out").click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Sign In" }).waitFor();
    expect(await page.getByTestId("avatar-menu").count()).toBe(0);
    await page.context().close();
  });
});
