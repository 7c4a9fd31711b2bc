// k6 scenario: visitors browsing the public events list through the gateway, paging and opening one
// event now and then, plus its ticket types (events and ticketing behind one origin).
//   k6 run load-tests/k6/browse-events.js                        (BASE_URL defaults to http://localhost:3000)
//   k6 run -e BASE_URL=https://mawid.example.org -e RATE=500 load-tests/k6/browse-events.js
import { check, group, sleep } from "k6";
import http from "k6/http";

const BASE_URL = __ENV.BASE_URL || "http://localhost:3000";

export const options = {
  scenarios: {
    browse: {
      executor: "constant-arrival-rate",
      rate: Number(__ENV.RATE || 100),
      timeUnit: "1s",
      duration: __ENV.DURATION || "2m",
      preAllocatedVUs: Number(__ENV.VUS || 100),
      maxVUs: Number(__ENV.MAX_VUS || 1000),
    },
  },
  thresholds: {
    http_req_failed: ["rate<0.01"],
    "http_req_duration{name:events-list}": ["p(95)<200", "p(99)<500"],
    "http_req_duration{name:event-detail}": ["p(95)<200"],
    checks: ["rate>0.99"],
  },
};

export default function () {
  group("events list", () => {
    const offset = Math.random() < 0.8 ? 0 : 20 * Math.floor(Math.random() * 3);
    const res = http.get(`${BASE_URL}/api/v1/events?limit=20&offset=${offset}`, {
      tags: { name: "events-list" },
    });
    const ok = check(res, {
      "list answers 200": (r) => r.status === 200,
      "list has items": (r) => Array.isArray(r.json("items")),
    });
    if (!ok) return;
    const items = res.json("items");
    if (items.length > 0 && Math.random() < 0.3) {
      const event = items[Math.floor(Math.random() * items.length)];
      const detail = http.get(`${BASE_URL}/api/v1/events/${event.id}`, { tags: { name: "event-detail" } });
      check(detail, { "detail answers 200": (r) => r.status === 200 });
      const types = http.get(`${BASE_URL}/api/v1/events/${event.id}/ticket-types`, {
        tags: { name: "ticket-types" },
      });
      check(types, { "ticket types answer 200": (r) => r.status === 200 });
    }
  });
  sleep(Math.random());
}
