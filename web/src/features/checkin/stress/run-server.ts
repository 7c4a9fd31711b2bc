import type { KyInstance } from "ky";
import { enrolDevice, postScan, postScanBatch, revokeDevice } from "../api/checkin-api";
import { stationClient } from "../station/station-client";
import { newNonce } from "../offline/nonce";
import { summarise, type Summary, throughputSlices } from "./measure";

/** Requests in flight at once for single scans: a handful of stations at one door. */
const CONCURRENCY = 8;
/** Scans per batch request, as a station syncing a short outage would send. */
const BATCH_SIZE = 100;

export interface ServerRun {
  single: Summary & { failed: number; slices: number[] };
  batch: Summary & { failed: number; scansPerSecond: number };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    await work();
    return { ms: performance.now() - started, ok: true };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

/**
 * Sends every code as a single scan (eight at a time), then again in batches from a device enrolled
 * for the run and revoked after it. The codes name no ticket, so every answer is `invalid`: the run
 * measures the service's rate, and admits nobody.
 */
export async function runServer(
  client: KyInstance,
  eventId: string,
  codes: readonly string[],
  onProgress: (done: number) => void,
  stop: AbortSignal,
): Promise<ServerRun> {
  const singleLatencies: number[] = [];
  const finished: number[] = [];
  let singleFailed = 0;
  let next = 0;
  const start = performance.now();
  const lane = async () => {
    while (next < codes.length && !stop.aborted) {
      const qr = codes[next++]!;
      const { ms, ok } = await timed(() => postScan(client, { eventId, qr, nonce: newNonce() }));
      singleLatencies.push(ms);
      finished.push(performance.now());
      if (!ok) singleFailed += 1;
      onProgress(singleLatencies.length);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  const end = performance.now();

  const device = await enrolDevice(client, eventId, { name: "QR stress test", validForHours: 1 });
  const deviceClient = stationClient(device.token);
  const batchLatencies: number[] = [];
  let batchFailed = 0;
  let sentScans = 0;
  const batchStart = performance.now();
  try {
    for (let at = 0; at < codes.length && !stop.aborted; at += BATCH_SIZE) {
      const scannedAt = new Date().toISOString();
      const scans = codes.slice(at, at + BATCH_SIZE).map((qr) => ({ qr, nonce: newNonce(), scannedAt }));
      const { ms, ok } = await timed(() =>
        postScanBatch(deviceClient, { eventId, deviceId: device.deviceId, scans }),
      );
      batchLatencies.push(ms);
      if (ok) sentScans += scans.length;
      else batchFailed += 1;
      onProgress(codes.length + Math.min(codes.length, at + BATCH_SIZE));
    }
  } finally {
    await revokeDevice(client, device.deviceId).catch(() => undefined);
  }
  const batchMs = performance.now() - batchStart;
  return {
    single: {
      ...summarise(singleLatencies, end - start),
      failed: singleFailed,
      slices: throughputSlices(finished, start, end),
    },
    batch: {
      ...summarise(batchLatencies, batchMs),
      failed: batchFailed,
      scansPerSecond: batchMs > 0 ? (sentScans * 1000) / batchMs : 0,
    },
  };
}
