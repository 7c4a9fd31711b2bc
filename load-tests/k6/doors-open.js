// k6 scenario: doors open at a convention. STATIONS scanners at three entrances (brothers', sisters',
// families') scan arriving tickets with POST /api/v1/checkin/scans, each scan with its own nonce and
// one in REPEAT_EVERY a code shown again (already_checked_in); meanwhile SYNCS stations come back
// online and sync their offline queues with POST /api/v1/checkin/scans/batch. Every answer must be 200
// with admitted or already_checked_in; goals as npm run bench checkin: single scans p99 under 50 ms.
//   node load-tests/src/bench-checkin-seed.ts > codes.txt        (DATABASE_URL, ORGANIZATION_ID, TICKETS)
//   k6 run -e EVENT_ID=... -e TOKEN=... -e CODES=codes.txt load-tests/k6/doors-open.js
// CODES is the seed's output, one ticket a line: "<section> <qr>". TOKEN is a station's credential: a
// device token (mdv_...) enrolled for the event with no gates, or an access token of a member with the
// scanner role. GATES (brothers=<gateId>,sisters=<gateId>,families=<gateId>) makes each scan name its
// entrance's gate. With a device token, DEVICE_ID is that device's id (a batch names its device). The
// first SYNC_CODES codes are synced in batches, the rest scanned at the doors, so no code is both.
// BASE_URL defaults to http://localhost:3000.
import { check } from "k6";
import { SharedArray } from "k6/data";
import exec from "k6/execution";
import http from "k6/http";
import { Counter } from "k6/metrics";

const BASE_URL = __ENV.BASE_URL || "http://localhost:3000";
const EVENT_ID = __ENV.EVENT_ID;
const TOKEN = __ENV.TOKEN;
const STATIONS = Number(__ENV.STATIONS || 100);
const SYNCS = Number(__ENV.SYNCS || 10);
const BATCH_SIZE = Number(__ENV.BATCH_SIZE || 250);
const SYNC_CODES = Number(__ENV.SYNC_CODES || 50000);
const REPEAT_EVERY = Number(__ENV.REPEAT_EVERY || 20);
const GATES = Object.fromEntries(
  (__ENV.GATES || "")
    .split(",")
    .filter(Boolean)
    .map((pair) => pair.split("=")),
);

const codes = new SharedArray("codes", () =>
  open(__ENV.CODES || "codes.txt")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [section, qr] = line.trim().split(" ");
      return { section, qr };
    }),
);

const admitted = new Counter("scans_admitted");
const alreadyIn = new Counter("scans_already_checked_in");
const other = new Counter("scans_other");
const duplicates = new Counter("sync_duplicates");

const doorCodes = () => Math.max(0, codes.length - SYNC_CODES);
const syncBatches = () => Math.floor(Math.min(SYNC_CODES, codes.length) / BATCH_SIZE);

export const options = {
  scenarios: {
    doors: {
      executor: "shared-iterations",
      exec: "scan",
      vus: STATIONS,
      iterations: Number(__ENV.SCANS || 100000),
      maxDuration: __ENV.DURATION || "5m",
    },
    sync: {
      executor: "shared-iterations",
      exec: "sync",
      vus: SYNCS,
      iterations: Number(__ENV.SYNC_BATCHES || 200),
      maxDuration: __ENV.DURATION || "5m",
    },
  },
  thresholds: {
    "http_req_duration{name:scan}": ["p(99)<50"],
    scans_other: ["count==0"],
    checks: ["rate==1"],
  },
};

const params = (name) => ({
  headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
  tags: { name },
});

const nonce = (kind, i, k = 0) => `k6-${kind}-${exec.scenario.startTime}-${i}-${k}`;

function count(result) {
  if (result === "admitted") admitted.add(1);
  else if (result === "already_checked_in") alreadyIn.add(1);
  else other.add(1);
}

export function setup() {
  if (!EVENT_ID || !TOKEN) throw new Error("set EVENT_ID and TOKEN");
  if (doorCodes() === 0) throw new Error(`CODES has no code left after the first SYNC_CODES (${SYNC_CODES})`);
}

/**
 * One station scans one arriving ticket. Every REPEAT_EVERY-th scan shows the code of the scan before
 * it again (the scan before is never itself a repeat), so code i is scanned at most twice.
 */
export function scan() {
  const i = exec.scenario.iterationInTest;
  const repeat = REPEAT_EVERY > 1 && i % REPEAT_EVERY === REPEAT_EVERY - 1;
  const code = codes[SYNC_CODES + ((repeat ? i - 1 : i) % doorCodes())];
  const body = JSON.stringify({
    eventId: EVENT_ID,
    qr: code.qr,
    gateId: GATES[code.section],
    nonce: nonce("s", i),
  });
  const res = http.post(`${BASE_URL}/api/v1/checkin/scans`, body, params("scan"));
  const result = res.status === 200 ? res.json("result") : `http_${res.status}`;
  count(result);
  check(res, {
    "admitted or already checked in": () => result === "admitted" || result === "already_checked_in",
  });
}

/** A station back online syncs one batch of its offline queue. */
export function sync() {
  const i = exec.scenario.iterationInTest;
  if (i >= syncBatches()) return;
  const scannedAt = new Date(Date.now() - 60000).toISOString();
  const scans = [];
  for (let k = 0; k < BATCH_SIZE; k++) {
    const code = codes[i * BATCH_SIZE + k];
    scans.push({ qr: code.qr, gateId: GATES[code.section], nonce: nonce("b", i, k), scannedAt });
  }
  const deviceId = __ENV.DEVICE_ID || "00000000-0000-4000-8000-000000000000";
  const res = http.post(
    `${BASE_URL}/api/v1/checkin/scans/batch`,
    JSON.stringify({ eventId: EVENT_ID, deviceId, scans }),
    params("sync"),
  );
  const results = res.status === 200 ? res.json("results") : [];
  for (const r of results) {
    count(r.result);
    if (r.duplicate) duplicates.add(1);
  }
  check(res, { "batch answered in full": () => results.length === BATCH_SIZE });
}
