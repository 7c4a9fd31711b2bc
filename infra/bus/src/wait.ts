/** A sleep that can be cut short: `wake()` resolves the pending wait (or the next one, if none is pending). */
export class Waiter {
  #pending: (() => void) | undefined;
  #timer: NodeJS.Timeout | undefined;
  #woken = false;

  wait(ms: number): Promise<void> {
    if (this.#woken) {
      this.#woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.#pending = resolve;
      this.#timer = setTimeout(() => this.#settle(), ms);
    });
  }

  wake(): void {
    if (this.#pending) this.#settle();
    else this.#woken = true;
  }

  #settle(): void {
    clearTimeout(this.#timer);
    const p = this.#pending;
    this.#pending = undefined;
    this.#woken = false;
    p?.();
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 50 ms, 100 ms, 200 ms ... capped. */
export function backoff(attempt: number, baseMs = 50, capMs = 5_000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
