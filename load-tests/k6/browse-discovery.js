// k6 scenario: visitors of /discover-events and /discover through the gateway. Most search by a word
// (English or Arabic), some within a category; others look near where they are, by date or distance;
// some open their personal ranking and then an event's page summary and calendar entry.
//   k6 run load-tests/k6/browse-discovery.js                      (BASE_URL defaults to http://localhost:3000)
//   k6 run -e BASE_URL=https://mawid.example.org -e RATE=300 load-tests/k6/browse-discovery.js
import { check, group, sleep } from "k6";
import http from "k6/http";

const BASE_URL = __ENV.BASE_URL || "http://localhost:3000";

export const options = {
  scenarios: {
    discover: {
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
    "http_req_duration{name:search}": ["p(99)<50"],
    "http_req_duration{name:near-me}": ["p(99)<50"],
    "http_req_duration{name:for-you}": ["p(95)<200"],
    checks: ["rate>0.99"],
  },
};

const WORDS = [
  "iftar",
  "halaqa",
  "tafsir",
  "eid",
  "sisters",
  "youth",
  "quran",
  "lecture",
  "gala",
  "الصيام",
  "القرآن",
];
const CATEGORIES = ["lecture", "halaqa", "iftar", "eid", "dinner", "class", "fundraiser"];
const PLACES = [
  [51.5074, -0.1278],
  [52.4862, -1.8904],
  [53.7955, -1.7594],
  [40.7128, -74.006],
  [25.2048, 55.2708],
  [3.139, 101.6869],
];
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const jitter = (degrees) => (Math.random() - 0.5) * degrees;

function openOne(items) {
  if (items.length === 0 || Math.random() > 0.3) return;
  const event = pick(items);
  const summary = http.get(`${BASE_URL}/api/v1/events/${event.id}/summary`, { tags: { name: "summary" } });
  check(summary, { "summary answers 200": (r) => r.status === 200 });
  if (Math.random() < 0.2) {
    const ics = http.get(`${BASE_URL}/api/v1/events/${event.id}/calendar.ics`, {
      tags: { name: "calendar" },
    });
    check(ics, { "calendar is iCalendar": (r) => r.status === 200 && r.body.startsWith("BEGIN:VCALENDAR") });
  }
}

function listed(res) {
  return check(res, {
    "answers 200": (r) => r.status === 200,
    "has items and a total": (r) => Array.isArray(r.json("items")) && typeof r.json("total") === "number",
  });
}

export default function () {
  const roll = Math.random();
  if (roll < 0.5) {
    group("search", () => {
      const q = encodeURIComponent(pick(WORDS));
      const category = Math.random() < 0.3 ? `&category=${pick(CATEGORIES)}` : "";
      const res = http.get(`${BASE_URL}/api/v1/events?q=${q}${category}`, { tags: { name: "search" } });
      if (listed(res)) openOne(res.json("items"));
    });
  } else if (roll < 0.85) {
    group("near me", () => {
      const [lat, lng] = pick(PLACES);
      const near = `${(lat + jitter(0.2)).toFixed(4)},${(lng + jitter(0.3)).toFixed(4)}`;
      const sort = Math.random() < 0.5 ? "&sort=distance" : "";
      const res = http.get(`${BASE_URL}/api/v1/events?near=${near}&radiusKm=25${sort}`, {
        tags: { name: "near-me" },
      });
      if (listed(res)) openOne(res.json("items"));
    });
  } else {
    group("for you", () => {
      const [lat, lng] = pick(PLACES);
      const res = http.get(`${BASE_URL}/api/v1/discover?near=${lat},${lng}&categories=${pick(CATEGORIES)}`, {
        tags: { name: "for-you" },
      });
      if (listed(res)) openOne(res.json("items"));
    });
  }
  sleep(Math.random());
}
