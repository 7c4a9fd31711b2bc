import { describe, expect, it } from "vitest";
import { loggedUrl } from "./logged-url.ts";

describe("a URL as logs show it", () => {
  it("keeps the names of query parameters but none of their values", () => {
    expect(loggedUrl("/verify-email?token=Zm9vYmFy")).toBe("/verify-email?token=[redacted]");
    expect(loggedUrl("/api/v1/auth/oidc/google/callback?code=abc&state=def")).toBe(
      "/api/v1/auth/oidc/google/callback?code=[redacted]&state=[redacted]",
    );
  });

  it("hides an invitation's token, in the page and in its API", () => {
    expect(loggedUrl("/invitations/s3cr3t-T0ken")).toBe("/invitations/[redacted]");
    expect(loggedUrl("/api/v1/invitations/s3cr3t-T0ken/accept")).toBe(
      "/api/v1/invitations/[redacted]/accept",
    );
  });

  it("leaves other URLs as they are", () => {
    expect(loggedUrl("/api/v1/organizations/6f1c2a43-5d3b-4c55-9b0b-3d1f7a1e2c11/members")).toBe(
      "/api/v1/organizations/6f1c2a43-5d3b-4c55-9b0b-3d1f7a1e2c11/members",
    );
    expect(loggedUrl(undefined)).toBe("");
  });
});
