/** A code held in front of the camera is read many times a second; it counts once per this window. */
export const REPEAT_WINDOW_MS = 2_000;

/**
 * Lets a code through unless it is the one last let through, less than the window ago. The window
 * runs from when that scan's answer was shown, so a slow answer does not eat into it.
 */
export class RepeatFilter {
  private last: { text: string; at: number } | null = null;
  private readonly windowMs: number;

  constructor(windowMs = REPEAT_WINDOW_MS) {
    this.windowMs = windowMs;
  }

  accepts(text: string, now: number): boolean {
    return !(this.last && this.last.text === text && now - this.last.at < this.windowMs);
  }

  handled(text: string, now: number): void {
    this.last = { text, at: now };
  }
}
