import type { Browser } from "playwright-core";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { launchBrowser, reportOpenPages } from "./browser";
import { startTarget, type Target } from "./target";

export interface BrowserSession {
  target: Target;
  browser: Browser;
}

/**
 * The platform and a browser for one test file: started before its tests (`ready` receives them),
 * closed after; a failed test's open pages are reported, then closed.
 */
export function withBrowserSession(ready: (session: BrowserSession) => void): void {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = { target: await startTarget(), browser: await launchBrowser() };
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
    await session?.target.stop();
  });
}
