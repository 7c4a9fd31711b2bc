import type { TMeResponse, TUser } from "@mawid/contracts/identity";
import type { TParkedMessage, TPlatformHealth } from "@mawid/contracts/platform";
import { fireEvent, screen } from "@testing-library/react";
import { vi } from "vitest";
import type { AuthValue } from "../auth/auth-context";

/* What the parked-messages tests share: an admin (or member), messages, and the gateway they talk to. */

const user: TUser = {
  id: "6c0b8f5e-4d7a-4f43-9a51-0d2f8a0e1b11",
  email: "admin@example.com",
  emailVerified: true,
  displayName: "Amina",
  avatarUrl: null,
  createdAt: "2026-11-22T10:00:00.000Z",
};

export function signedInAs(role: "admin" | "user"): Partial<AuthValue> {
  const me = { user, profile: { displayName: "Amina", role } } as TMeResponse;
  return { status: "signedIn", user, me };
}

export function parked(n: number, overrides: Partial<TParkedMessage> = {}): TParkedMessage {
  return {
    group: "analytics.platform-counts",
    messageId: `0b7f4a52-2d8e-4c1a-9f3e-00000000000${n}`,
    topic: "identity.user.v1",
    type: `ProbeEvent${n}`,
    streamId: `5d1e9c7a-1111-4a2b-8c3d-00000000000${n}`,
    occurredAt: "2026-11-20T08:00:00.000Z",
    attempts: 5,
    lastError: `TypeError: cannot read property of undefined (message ${n})`,
    parkedAt: "2026-11-20T08:00:05.000Z",
    data: { userId: `user-${n}` },
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
export const errorBody = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } });

/** `GET /api/v1/health` with these services, from a gateway that is up. */
export function platformHealth(
  services: TPlatformHealth["services"],
  status: TPlatformHealth["status"] = "up",
): TPlatformHealth {
  return {
    status,
    checkedAt: "2026-11-22T10:00:00.000Z",
    gateway: {
      uptimeSeconds: 60,
      version: "1.0.0",
      workers: 1,
      rateLimits: { sharedWith: "none", status: "up" },
    },
    services,
  };
}

/**
 * The gateway as far as this page sees it: health with Analytics' parked count, and Analytics'
 * parked messages. A test decides how a retry answers.
 */
export function fakeGateway(messages: TParkedMessage[], options: { total?: number } = {}) {
  const state = {
    messages: [...messages],
    retry: (_m: TParkedMessage): Response | Promise<Response> => json(200, { outcome: "handled" }),
    requests: [] as string[],
  };
  const health = () =>
    platformHealth(
      ["identity", "analytics"].map((service) => ({
        service,
        status: "up",
        latencyMs: 3,
        checks: { database: "up", bus: "up" },
        outboxBacklog: 0,
        consumerLag: 0,
        parkedMessages: service === "analytics" ? state.messages.length : 0,
      })),
    );
  const find = (id: string) => state.messages.find((m) => m.messageId === id);
  const remove = (id: string) => {
    state.messages = state.messages.filter((m) => m.messageId !== id);
  };
  vi.stubGlobal("fetch", async (input: Request) => {
    const url = new URL(input.url);
    const path = decodeURIComponent(url.pathname);
    state.requests.push(`${input.method} ${path}`);
    if (path === "/api/v1/health") return json(200, health());
    const base = "/api/v1/ops/analytics/parked-messages";
    if (path === base && input.method === "GET")
      return json(200, {
        service: "analytics",
        total: options.total ?? state.messages.length,
        messages: state.messages,
      });
    const [group, id, action] = path.slice(base.length + 1).split("/");
    const message = id ? find(id) : undefined;
    if (!message || message.group !== group)
      return errorBody(404, "NOT_FOUND", `Message ${id} is not parked in ${group}`);
    if (input.method === "POST" && action === "retry") {
      const answer = await state.retry(message);
      if (answer.ok) remove(message.messageId);
      return answer;
    }
    if (input.method === "DELETE") {
      remove(message.messageId);
      return new Response(null, { status: 204 });
    }
    return errorBody(405, "METHOD_NOT_ALLOWED", "no");
  });
  return state;
}

export async function openAnalyticsParked() {
  fireEvent.click(await screen.findByRole("button", { name: "View parked messages of Analytics" }));
  return await screen.findByRole("dialog", { name: "Parked messages: Analytics" });
}

export const itemOf = (type: string) => screen.getByRole("heading", { name: type }).closest("li")!;
