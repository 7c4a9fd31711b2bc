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
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await profile;
  return page;
}
