import axe from "axe-core";
import type { Page } from "playwright-core";

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  /** A few of the offending elements, so a failure says where to look without a rerun. */
  examples: { target: string; summary: string }[];
}

/**
 * Waits for the page's finite animations to end. A drawer or toast fades in from 70% opacity, and axe
 * measures colour contrast as painted, so a check mid-fade reports text that is fine once shown.
 * Spinners loop for ever and are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // a page that never stops animating is checked as it is after five seconds, not waited on for ever
    const deadline = performance.now() + 5_000;
    while (performance.now() < deadline) {
      // a transition starts a frame after its class is set, so look again after two frames
      await frame();
      await frame();
      const finite = document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
      if (finite.length === 0) return;
      await Promise.race([
        Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
      ]);
    }
  });
}

/**
 * Runs axe-core in the page and returns the serious and critical violations. It waits for toasts to
 * leave first: while one shows, antd's toast list spans the whole viewport, and axe passes the
 * colours beneath it as undeterminable instead of checking them (a Discard button at 3.3:1 went
 * unreported that way, until a slow run let the toast go first).
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.locator(".ant-message-notice").first().waitFor({ state: "detached", timeout: 10_000 });
  await animationsSettled(page);
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const w = window as unknown as { axe: typeof axe };
    const result = await w.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.length,
      examples: v.nodes.slice(0, 4).map((n) => ({
        target: n.target.join(" "),
        summary: n.failureSummary ?? "",
      })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}
