// The stations of the check-in benchmark: each one an enrolled device at one gate, scanning its
// entrance's queue of tickets over a keep-alive connection of its own, one scan (or one synced batch)
// at a time, as a volunteer with a phone does. Every answer is counted by its result.
import { randomUUID } from "node:crypto";
import { Pool } from "undici";
import type { TScanAnswer, TScanBatchAnswer } from "@mawid/contracts/checkin";
import type { Door, SeededTicket } from "./bench-checkin-seed.ts";
import { percentile, round } from "./bench-results.ts";

export interface Station {
  deviceId: string;
  token: string;
  gateId: string;
  door: Door;
}

/** Tickets still to scan at each entrance; a run takes from the front. */
export type Queues = Record<Door, SeededTicket[]>;

export interface StationRun {
  requests: number;
  scans: number;
  seconds: number;
  scansPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Answers by result ("admitted", "already_checked_in", ...); a batch counts each of its scans. */
  results: Record<string, number>;
  /** Scans of a ticket the run had already sent (a second station, a repeat): already_checked_in expected. */
  repeats: number;
  /** Batch answers marked duplicate: admitted offline here, but admitted elsewhere first. */
  duplicates: number;
  /** Answers other than 200, by status, and requests that failed outright, after the station's retries. */
  failures: Record<string, number>;
  /** Requests sent again with the same nonces because no answer came. */
  retries: number;
}

interface Tally {
  latencies: number[];
  results: Map<string, number>;
  failures: Map<string, number>;
  scans: number;
  repeats: number;
  duplicates: number;
  retries: number;
}

const add = (m: Map<string, number>, key: string, n = 1) => m.set(key, (m.get(key) ?? 0) + n);

/** A fresh nonce a station gives a scan, so a retried scan is recorded once. */
const nonce = () => randomUUID().replaceAll("-", "");

/** Tries a station makes before it gives a scan up. */
const ATTEMPTS = 3;

/**
 * One request and its whole answer through the pool's dispatch, the body gathered as it comes: the
 * stations share this machine's two cores with what they measure, and `pool.request`'s stream per
 * answer cost them a fifth more CPU a scan (57 to 63 µs, against 48 and 49).
 */
function exchange(
  pool: Pool,
  origin: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let status = 0;
    const chunks: Buffer[] = [];
    pool.dispatch(
      { origin, method: "POST", path, headers, body },
      {
        onRequestStart() {},
        onResponseStart(_controller, statusCode) {
          status = statusCode;
        },
        onResponseData(_controller, chunk: Buffer) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          resolve({ status, text: Buffer.concat(chunks).toString() });
        },
        onResponseError(_controller, error) {
          reject(error);
        },
      },
    );
  });
}

/**
 * Sends a scan (or a batch) and, when no answer came (a 5xx such as the gateway's 504, or a failed
 * connection), sends the very same body again, nonces and all, as a scanner does: the service answers
 * with what it recorded the first time, so every admission is heard.
 */
async function send(
  pool: Pool,
  origin: string,
  path: string,
  headers: Record<string, string>,
  body: string,
  tally: Tally,
): Promise<{ status: number; text: string } | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (attempt > 1) tally.retries++;
    try {
      const res = await exchange(pool, origin, path, headers, body);
      if (res.status < 500 || attempt === ATTEMPTS) return res;
    } catch (error) {
      if (attempt === ATTEMPTS) {
        add(tally.failures, error instanceof Error ? error.name : "error");
        return null;
      }
    }
  }
  return null;
}

function summarise(tally: Tally, seconds: number): StationRun {
  const sorted = tally.latencies.sort((a, b) => a - b);
  const ms = (p: number) => round(percentile(sorted, p), 1);
  return {
    requests: sorted.length,
    scans: tally.scans,
    seconds: round(seconds, 2),
    scansPerSecond: round(tally.scans / seconds, 0),
    latencyMs: { p50: ms(50), p90: ms(90), p99: ms(99), max: round(sorted.at(-1) ?? Number.NaN, 1) },
    results: Object.fromEntries(tally.results),
    repeats: tally.repeats,
    duplicates: tally.duplicates,
    failures: Object.fromEntries(tally.failures),
    retries: tally.retries,
  };
}

/**
 * Picks each station's next scan: a fresh ticket of its entrance, or every `repeatEvery`-th time one
 * its entrance already let in (someone shows the same code twice, or at a second lane).
 */
function picker(queues: Queues, repeatEvery: number) {
  const scanned: Record<Door, SeededTicket[]> = { brothers: [], sisters: [], families: [] };
  let n = 0;
  return (door: Door): { ticket: SeededTicket; repeat: boolean } | null => {
    n++;
    const seen = scanned[door];
    if (repeatEvery > 0 && n % repeatEvery === 0 && seen.length > 0)
      return { ticket: seen[Math.floor(Math.random() * seen.length)]!, repeat: true };
    const ticket = queues[door].shift();
    if (ticket === undefined) return null;
    seen.push(ticket);
    return { ticket, repeat: false };
  };
}

export interface RunOptions {
  gateway: string;
  eventId: string;
  stations: readonly Station[];
  queues: Queues;
  /** Scans (single) or batches to send in all, shared among the stations. */
  total: number;
  /** No request is sent after this many seconds, however many are left: a loaded machine still ends. */
  maxSeconds: number;
  repeatEvery: number;
}

/** What a station sends next, and how its answer is counted; null when its entrance's queue is empty. */
type NextRequest = (s: Station) => { body: string; count(answer: string): void } | null;

/**
 * Every station sends what `next` gives it to `path`, one request at a time over its own connection,
 * until `total` requests are sent or the time is up; each answer's latency is kept, each 200 counted.
 */
async function runStations(
  opts: RunOptions,
  path: string,
  tally: Tally,
  next: NextRequest,
): Promise<StationRun> {
  const pool = new Pool(opts.gateway, { connections: opts.stations.length, pipelining: 1 });
  let sent = 0;
  const deadline = performance.now() + opts.maxSeconds * 1000;
  const station = async (s: Station) => {
    const headers = { authorization: `Bearer ${s.token}`, "content-type": "application/json" };
    while (sent < opts.total && performance.now() < deadline) {
      const request = next(s);
      if (request === null) return;
      sent++;
      const t0 = performance.now();
      const res = await send(pool, opts.gateway, path, headers, request.body, tally);
      if (res === null) continue;
      tally.latencies.push(performance.now() - t0);
      if (res.status !== 200) add(tally.failures, String(res.status));
      else request.count(res.text);
    }
  };
  const started = performance.now();
  try {
    await Promise.all(opts.stations.map(station));
  } finally {
    await pool.close();
  }
  return summarise(tally, (performance.now() - started) / 1000);
}

function newTally(): Tally {
  return {
    latencies: [],
    results: new Map(),
    failures: new Map(),
    scans: 0,
    repeats: 0,
    duplicates: 0,
    retries: 0,
  };
}

/** Each station scans one code at a time with `POST /api/v1/checkin/scans` until `total` are sent. */
export function runSingleScans(opts: RunOptions): Promise<StationRun> {
  const tally = newTally();
  const pick = picker(opts.queues, opts.repeatEvery);
  return runStations(opts, "/api/v1/checkin/scans", tally, (s) => {
    const picked = pick(s.door);
    if (picked === null) return null;
    return {
      body: JSON.stringify({ eventId: opts.eventId, qr: picked.ticket.qr, gateId: s.gateId, nonce: nonce() }),
      count(answer) {
        tally.scans++;
        if (picked.repeat) tally.repeats++;
        add(tally.results, (JSON.parse(answer) as TScanAnswer).result);
      },
    };
  });
}

/**
 * Each station syncs its offline queue with `POST /api/v1/checkin/scans/batch`, `batchSize` scans a
 * request, until `total` batches are sent. A repeat is a ticket a lane of the same entrance already
 * sent in this run: already_checked_in, and a duplicate when another station admitted it first.
 */
export function runBatchSync(opts: RunOptions & { batchSize: number }): Promise<StationRun> {
  const tally = newTally();
  const pick = picker(opts.queues, opts.repeatEvery);
  return runStations(opts, "/api/v1/checkin/scans/batch", tally, (s) => {
    const picks = Array.from({ length: opts.batchSize }, () => pick(s.door)).filter((p) => p !== null);
    if (picks.length === 0) return null;
    const scannedAt = new Date(Date.now() - 60_000).toISOString();
    return {
      body: JSON.stringify({
        eventId: opts.eventId,
        deviceId: s.deviceId,
        scans: picks.map((p) => ({ qr: p.ticket.qr, gateId: s.gateId, nonce: nonce(), scannedAt })),
      }),
      count(text) {
        const answer = JSON.parse(text) as TScanBatchAnswer;
        tally.scans += answer.results.length;
        tally.repeats += picks.filter((p) => p.repeat).length;
        for (const r of answer.results) {
          add(tally.results, r.result);
          if (r.duplicate) tally.duplicates++;
        }
      },
    };
  });
}
