import ky, { type KyInstance } from "ky";
import { getAccessToken } from "./token-store";

type Refresher = () => Promise<string | null>;
let refresher: Refresher | null = null;

/** The auth feature owns refreshing; the client only asks for it when a token has gone stale. */
export function registerTokenRefresher(fn: Refresher): void {
  refresher = fn;
}

const ALL_METHODS = ["get", "post", "put", "patch", "delete", "head", "options"];

export const api: KyInstance = ky.create({
  prefix: "/api/v1",
  credentials: "same-origin",
  timeout: 15_000,
  // TanStack Query owns retries; this single slot exists only for the forced retry after a refresh.
  retry: { limit: 1, statusCodes: [], methods: ALL_METHODS, retryOnTimeout: false },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = getAccessToken();
        if (token && !request.headers.has("Authorization"))
          request.headers.set("Authorization", `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async ({ request, response, retryCount }) => {
        if (response.status !== 401 || retryCount > 0 || !refresher) return;
        if (!request.headers.has("Authorization") || request.url.includes("/auth/")) return;
        const token = await refresher();
        if (!token) return;
        const headers = new Headers(request.headers);
        headers.set("Authorization", `Bearer ${token}`);
        return ky.retry({ request: new Request(request, { headers }), code: "TOKEN_REFRESHED" });
      },
    ],
  },
});
