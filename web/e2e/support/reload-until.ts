import type { Locator, Page } from "playwright-core";
import { BUS_SETTLES } from "./target";

/**
 * Reloads `page` until `locator` shows: for what another service writes after hearing of it on the
 * bus, on pages that load it once. Each load gets `perLoadMs` to draw before the next reload; a poll
 * that looks right after a reload would, on a loaded machine, reload again before the page had
 * drawn what it fetched, and never see it.
 */
export async function reloadUntilVisible(
  page: Page,
  locator: Locator,
  { timeout = BUS_SETTLES.timeout, perLoadMs = 10_000 } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await locator.first().waitFor({ timeout: Math.max(1, Math.min(perLoadMs, deadline - Date.now())) });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await page.reload();
  }
}
