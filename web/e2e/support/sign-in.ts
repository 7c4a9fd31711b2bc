import { DEMO_PASSWORD } from "@mawid/contracts/identity";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, newContext } from "./browser";

/** Signs a demo account in from a fresh context; resolves once the profile (which carries roles) has loaded. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  const page = await context.newPage();
  await page.goto("/auth");
  const profile = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/v1/me" && response.status() === 200,
  );
  await submitSignIn(page, email);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await profile;
  return page;
}

/** Fills in and sends the sign-in form the page shows (the demo accounts' password by default). */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
