import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const ARTIFACTS_DIR = join(import.meta.dirname, "..", "artifacts");

/**
 * How long a test waits for a page to show something, unless it says otherwise: a second or two
 * alone, many more while npm test loads both cores with the other workspaces, and CI's machine runs
 * slower than ours. Playwright's own 30 s (and the 10 to 25 s some waits set) left little room; a wait
 * that must be short (a paused clock's step) still says so.
 */
export const UI_WAIT_MS = 60_000;

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

/** Debian's Chromium, headless, with a fresh profile (playwright makes a new one per launch). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** bypassCSP lets the accessibility check inject axe-core under the gateway's strict CSP. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
  /** The browser's language preference (navigator.language and Accept-Language). */
  locale = "en-GB",
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    bypassCSP: true,
    locale,
    reducedMotion: "no-preference",
  });
  context.setDefaultTimeout(UI_WAIT_MS);
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  // Lets entrance animations (the hero word) finish so the picture shows the settled page.
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: false });
}

/**
 * What a failed test left on screen, for a CI log that has no screenshots: each open page's address
 * and visible text, printed, and a screenshot beside the others.
 */
export async function reportOpenPages(browser: Browser, testName: string): Promise<void> {
  const pages = browser.contexts().flatMap((c) => c.pages());
  const slug = testName.replace(/[^\w]+/g, "-").slice(0, 60);
  for (const [i, page] of pages.entries()) {
    const text = await page
      .locator("body")
      // biome-ignore lint/performance/useDomNodeTextContent: a failure report wants the text as laid out, hidden parts left out
      .innerText({ timeout: 5_000 })
      .catch((error) => `(unreadable: ${error})`);
    console.error(
      `page ${i + 1} of ${pages.length} open when "${testName}" failed: ${page.url()}\n${text.slice(0, 4000)}`,
    );
    await screenshot(page, `failed-${slug}-${i + 1}`).catch(() => undefined);
  }
}
