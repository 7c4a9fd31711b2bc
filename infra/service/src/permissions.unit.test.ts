import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { ForbiddenError } from "./errors.ts";
import { hasFeature, requireFeature, requireOrganizationRole, requireVerifiedEmail } from "./permissions.ts";

const masjid = "0d5f8c2e-8a0b-4c3d-9e1f-2a3b4c5d6e7f";
const school = "1e6a9d3f-9b1c-4d4e-8f20-3b4c5d6e7f80";
const host: TAccessClaims = {
  sub: "9b2f3c1e-1d2e-4f3a-8b5c-6d7e8f9a0b1c",
  email: "host@example.org",
  emailVerified: true,
  role: "user",
  // The features as identity's table had them when it signed the token: here an operator has turned
  // advanced analytics off for the masjid tier (which DEFAULT_TIER_FEATURES gives it) and dynamic
  // pricing on for this free school (which it does not).
  orgs: {
    [masjid]: { role: "staff", tier: "masjid", features: ["basic_analytics", "custom_branding"] },
    [school]: { role: "scanner", tier: "free", features: ["basic_analytics", "dynamic_pricing"] },
  },
};
const request = (claims: TAccessClaims) =>
  ({ accessClaims: claims, tokenFailure: null }) as unknown as FastifyRequest;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ForbiddenError);
    return (error as ForbiddenError).code;
  }
};

describe("permissions from verified claims", () => {
  it("refuses publishing and selling to an unverified account with a clear code", () => {
    expect(codeOf(() => requireVerifiedEmail(request({ ...host, emailVerified: false })))).toBe(
      "EMAIL_NOT_VERIFIED",
    );
    expect(requireVerifiedEmail(request(host)).sub).toBe(host.sub);
  });

  it("lets members act only in their roles, and never in another organisation", () => {
    expect(codeOf(() => requireOrganizationRole(host, masjid, ["owner", "admin", "staff"]))).toBeNull();
    expect(codeOf(() => requireOrganizationRole(host, school, ["owner", "admin", "staff"]))).toBe(
      "INSUFFICIENT_ROLE",
    );
    expect(codeOf(() => requireOrganizationRole(host, "another-org", ["scanner"]))).toBe("NOT_A_MEMBER");
    expect(
      codeOf(() => requireOrganizationRole({ ...host, role: "admin" }, "another-org", ["owner"])),
    ).toBeNull();
  });

  it("grants an organisation the features identity's token lists for it, and no others", () => {
    expect(hasFeature(host, masjid, "custom_branding")).toBe(true);
    expect(hasFeature(host, masjid, "advanced_analytics")).toBe(false);
    expect(codeOf(() => requireFeature(host, masjid, "advanced_analytics"))).toBe("FEATURE_NOT_IN_TIER");
    expect(hasFeature(host, school, "dynamic_pricing")).toBe(true);
    expect(codeOf(() => requireFeature(host, school, "dynamic_pricing"))).toBeNull();
    expect(codeOf(() => requireFeature(host, school, "white_label"))).toBe("FEATURE_NOT_IN_TIER");
    expect(hasFeature(host, "0e9b7a1c-2d3f-4e5a-8b6c-7d8e9f0a1b2c", "basic_analytics")).toBe(false);
  });
});
