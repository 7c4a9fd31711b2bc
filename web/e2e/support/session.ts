import type { Browser } from "playwright-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { launchBrowser, reportOpenPages } from "./browser";
import { resetDemoState } from "./demo-state";
import type {} from "./global-setup";
import { mailboxClient } from "./mailbox";
import { SKIP_PLATFORM, type Target } from "./target";

export interface BrowserSession {
  target: Target;
  browser: Browser;
}

/**
 * The platform the global setup started and a browser for one test file: launched before its tests
 * (`ready` receives them), the demo accounts as the demo data made them, closed after; a failed test's
 * open pages are reported, then closed.
 */
export function withBrowserSession(ready: (session: BrowserSession) => void): void {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    const { baseUrl, databaseUrl, mailboxUrl } = inject("e2eTarget");
    const target = { baseUrl, databaseUrl, smtp: mailboxUrl ? mailboxClient(mailboxUrl) : null };
    if (!SKIP_PLATFORM) await resetDemoState(baseUrl);
    session = { target, browser: await launchBrowser() };
    ready(session);
  });

  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      if (!session) return;
      await reportOpenPages(session.browser, task.name);
      // a page a failed test left open could stand in a later test's way
      await Promise.all(session.browser.contexts().map((c) => c.close()));
    });
  });

  afterAll(async () => {
    await session?.browser.close();
  });
}
