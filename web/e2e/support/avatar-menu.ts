import type { Page } from "playwright-core";
import { vi } from "vitest";
import { UI_WAIT_MS } from "./browser";

/**
 * Opens the avatar menu and chooses an entry. Right after sign-in the header can re-render while the
 * dashboard's data arrives, and a menu opened just then closes again without its entry being chosen
 * (a test once timed out on /dashboard so), or stays open with the click gone to nothing (a full run
 * once left it so, open on /dashboard): until the menu has closed behind a click on the entry, the
 * avatar is opened and the entry clicked again.
 */
export async function chooseFromAvatarMenu(page: Page, entry: string): Promise<void> {
  const item = page.getByRole("menuitem", { name: entry });
  await vi.waitFor(
    async () => {
      if (!(await item.isVisible())) await page.getByTestId("avatar-menu").click();
      await item.click({ timeout: 3_000 });
      await item.waitFor({ state: "hidden", timeout: 3_000 });
    },
    { timeout: UI_WAIT_MS, interval: 250 },
  );
}
