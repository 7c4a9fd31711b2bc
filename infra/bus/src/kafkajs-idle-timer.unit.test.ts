import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";
import "./kafkajs-idle-timer.ts";

interface Queue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  destroy(): void;
}
const RequestQueue = createRequire(import.meta.url)("kafkajs/src/network/requestQueue/index.js") as new (
  options: object,
) => Queue;
const silent = { debug() {}, info() {}, warn() {}, error() {} };

describe("kafkajs request queue timer", () => {
  const queues: Queue[] = [];
  const queue = () => {
    const q = new RequestQueue({
      maxInFlightRequests: 1,
      requestTimeout: 30_000,
      clientId: "t",
      broker: "b",
      logger: silent,
    });
    queues.push(q);
    return q;
  };
  afterEach(() => {
    for (const q of queues.splice(0)) q.destroy();
  });

  it("arms no timer when a check finds nothing pending and no throttle (an idle connection sleeps)", () => {
    const q = queue();
    q.checkPendingRequests();
    expect(q.throttleCheckTimeoutId).toBeNull();
  });

  it("still arms one for a request waiting behind a throttle", () => {
    const q = queue();
    q.throttledUntil = Date.now() + 1_000;
    q.pending.push({});
    q.checkPendingRequests();
    expect(q.throttleCheckTimeoutId).not.toBeNull();
  });

  it("still arms one while the broker's throttle lasts, even with nothing pending yet", () => {
    const q = queue();
    q.throttledUntil = Date.now() + 1_000;
    q.checkPendingRequests();
    expect(q.throttleCheckTimeoutId).not.toBeNull();
  });
});
