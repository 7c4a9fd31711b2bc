import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { TEnvelope } from "@mawid/contracts/platform";
import { topicOf } from "@mawid/contracts/platform";
import { waitFor } from "@mawid/testing";
import type { Bus, BusTransportName, DeliveredMessage, OutgoingMessage, Subscription } from "../src/index.ts";

export const transports: BusTransportName[] = process.env.KAFKA_BROKERS
  ? ["postgres", "kafka"]
  : ["postgres"];
export const kafkaBrokers = process.env.KAFKA_BROKERS?.split(",");

/** A stream type (and so a topic) no other test or run uses: Kafka brokers outlive test runs. */
export function uniqueStreamType(name: string): string {
  return `t${randomBytes(4).toString("hex")}.${name}`;
}
export const unique = (name: string) => `${name}.${randomBytes(4).toString("hex")}`;

export function envelope(
  streamType: string,
  streamId: string,
  streamPosition: number,
  data: Record<string, unknown> = {},
  traceparent: string | null = null,
): TEnvelope {
  return {
    id: randomUUID(),
    type: "ThingHappened",
    version: 1,
    streamType,
    streamId,
    streamPosition,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    causationId: null,
    traceparent,
    data,
  };
}

export function message(e: TEnvelope): OutgoingMessage {
  return { topic: topicOf(e.streamType), key: e.streamId, envelope: e };
}

export { waitFor };

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Subscribes and keeps every delivered message. */
export async function collect(
  bus: Bus,
  group: string,
  topics: string[],
  batchSize?: number,
): Promise<{ got: DeliveredMessage[]; sub: Subscription }> {
  const got: DeliveredMessage[] = [];
  const sub = await bus.subscribe({
    group,
    topics,
    batchSize,
    handle: async (m) => {
      got.push(m);
    },
  });
  return { got, sub };
}

export interface Child {
  proc: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
}

/** Runs one of the scripts beside this file in its own Node process. */
export function runScript(script: string, env: Record<string, string>): Child {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const proc = spawn(process.execPath, [path], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let stderr = "";
  let buffered = "";
  proc.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    lines.push(...parts);
  });
  proc.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    proc.on("exit", (code) => {
      if (code !== 0 && code !== null && stderr) console.error(`${script} stderr:\n${stderr}`);
      resolve(code);
    });
  });
  return {
    proc,
    lines,
    exited,
    async waitForLine(match, timeoutMs = 20_000) {
      let found: string | undefined;
      await waitFor(
        `a line from ${script} (stderr: ${stderr.slice(-500)})`,
        () => {
          found = lines.find(match);
          return found !== undefined || proc.exitCode !== null;
        },
        timeoutMs,
      );
      if (found === undefined) throw new Error(`${script} exited with ${proc.exitCode}: ${stderr}`);
      return found;
    },
  };
}
