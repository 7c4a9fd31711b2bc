import { expect, it } from "vitest";
import { formatLogLine } from "./log-lines.ts";

it("prefixes plain lines with the process name", () => {
  expect(formatLogLine("events", "hello\n")).toBe("events    | hello");
});

it("turns pino JSON into a readable line", () => {
  const line = JSON.stringify({ level: 40, time: 1, service: "events", msg: "slow query" });
  expect(formatLogLine("events", line)).toBe("events    | WARN  slow query");
  const error = JSON.stringify({ level: 50, msg: "relay failed", err: { message: "connection refused" } });
  expect(formatLogLine("ticketing", error)).toBe("ticketing | ERROR relay failed: connection refused");
});

it("leaves JSON that is not a log entry alone", () => {
  expect(formatLogLine("gateway", '{"a":1}')).toBe('gateway   | {"a":1}');
});
