// k6 scenario: an on-sale. Buyers rush one ticket type through the gateway, one order each with its
// own Idempotency-Key (retried once with the same key when the answer is lost), as when an Eid gala's
// sales open. Every answer must be 201 (seats held) or 409 SOLD_OUT; none 5xx; and no more orders
// placed than the ticket type's CAPACITY (a fresh ticket type, one seat per order).
//   k6 run -e EVENT_ID=... -e TICKET_TYPE_ID=... -e CAPACITY=1000 -e TOKENS=tokens.txt load-tests/k6/on-sale.js
// TOKENS is a file of buyers' access tokens, one a line (each order needs a signed-in buyer);
// BASE_URL defaults to http://localhost:3000. Goals as npm run bench on-sale: p99 under 300 ms.
import { check } from "k6";
import { SharedArray } from "k6/data";
import exec from "k6/execution";
import http from "k6/http";
import { Counter } from "k6/metrics";

const BASE_URL = __ENV.BASE_URL || "http://localhost:3000";
const EVENT_ID = __ENV.EVENT_ID;
const TICKET_TYPE_ID = __ENV.TICKET_TYPE_ID;
const BUYERS = Number(__ENV.BUYERS || 10000);
const CAPACITY = Number(__ENV.CAPACITY || 1000);

const tokens = new SharedArray("tokens", () =>
  open(__ENV.TOKENS || "tokens.txt")
    .split("\n")
    .map((t) => t.trim())
    .filter(Boolean),
);

const placed = new Counter("orders_placed");
const soldOut = new Counter("orders_sold_out");
const refused = new Counter("orders_other");

export const options = {
  scenarios: {
    onSale: {
      executor: "shared-iterations",
      vus: Number(__ENV.VUS || 500),
      iterations: BUYERS,
      maxDuration: __ENV.DURATION || "5m",
    },
  },
  thresholds: {
    "http_req_duration{name:place-order}": ["p(99)<300"],
    orders_other: ["count==0"],
    orders_placed: [`count<=${CAPACITY}`],
    checks: ["rate==1"],
  },
};

export function setup() {
  if (!EVENT_ID || !TICKET_TYPE_ID) throw new Error("set EVENT_ID and TICKET_TYPE_ID");
}

export default function () {
  const i = exec.scenario.iterationInTest;
  const token = tokens[i % tokens.length];
  const key = `k6-${exec.scenario.startTime}-${i}`;
  const params = {
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "idempotency-key": key },
    tags: { name: "place-order" },
  };
  const body = JSON.stringify({ eventId: EVENT_ID, items: [{ ticketTypeId: TICKET_TYPE_ID, quantity: 1 }] });
  let res = http.post(`${BASE_URL}/api/v1/orders`, body, params);
  if (res.status === 0) res = http.post(`${BASE_URL}/api/v1/orders`, body, params);
  const isSoldOut = res.status === 409 && res.json("error.code") === "SOLD_OUT";
  if (res.status === 201) placed.add(1);
  else if (isSoldOut) soldOut.add(1);
  else refused.add(1);
  check(res, { "201 or SOLD_OUT": () => res.status === 201 || isSoldOut });
}

export function teardown() {
  const res = http.get(`${BASE_URL}/api/v1/events/${EVENT_ID}/ticket-types`);
  const type = res.json("items").find((t) => t.id === TICKET_TYPE_ID);
  check(type, { "no seat left after the rush": (t) => t !== undefined && t.available === 0 });
}
