// k6 scenario: many clients polling the platform health through the gateway (the /system-health page).
//   k6 run load-tests/k6/browse-health.js                        (BASE_URL defaults to http://localhost:3000)
//   k6 run -e BASE_URL=https://mawid.example.org -e VUS=200 load-tests/k6/browse-health.js
import { check, sleep } from "k6";
import http from "k6/http";

const BASE_URL = __ENV.BASE_URL || "http://localhost:3000";

export const options = {
  scenarios: {
    health: {
      executor: "ramping-vus",
      startVUs: 0,
      stages: [
        { duration: "30s", target: Number(__ENV.VUS || 50) },
        { duration: __ENV.DURATION || "2m", target: Number(__ENV.VUS || 50) },
        { duration: "15s", target: 0 },
      ],
    },
  },
  thresholds: {
    http_req_failed: ["rate<0.01"],
    "http_req_duration{name:health}": ["p(99)<200"],
    checks: ["rate>0.99"],
  },
};

export default function () {
  const res = http.get(`${BASE_URL}/api/v1/health`, { tags: { name: "health" } });
  check(res, {
    "health answers 200": (r) => r.status === 200,
    "every service is reported": (r) => {
      const body = r.json();
      return Array.isArray(body.services) && body.services.length === 6;
    },
  });
  sleep(1);
}
