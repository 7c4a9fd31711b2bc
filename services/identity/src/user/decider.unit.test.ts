import { describe, it } from "vitest";
import { ConflictError, NotFoundError } from "@mawid/service";
import { given } from "@mawid/eventstore";
import { InvalidTokenError } from "../errors.ts";
import { userDecider, type UserEvent } from "./decider.ts";

const userId = "5f0c1f8e-8a57-4f5e-9d1e-2f7a1c3b4d5e";
const at = "2026-11-22T10:00:00.000Z";
const registered: UserEvent = {
  type: "UserRegistered",
  version: 1,
  data: { userId, email: "amina@example.org", displayName: "Amina", method: "password", registeredAt: at },
};
const register = {
  type: "RegisterUser" as const,
  userId,
  email: "amina@example.org",
  displayName: "Amina",
  method: "password" as const,
  emailVerified: false,
  grantAdmin: false,
  at,
};

describe("user decider", () => {
  it("registers a new account, unverified", () => {
    given(userDecider, []).when(register).then([registered]);
  });

  it("registers the bootstrap admin with the admin role", () => {
    given(userDecider, [])
      .when({ ...register, grantAdmin: true })
      .then([
        registered,
        { type: "PlatformRoleGranted", version: 1, data: { userId, role: "admin", grantedAt: at } },
      ]);
  });

  it("registers through a provider as verified and linked", () => {
    given(userDecider, [])
      .when({
        ...register,
        method: "google",
        emailVerified: true,
        external: { provider: "google", subject: "g-1" },
      })
      .then([
        { ...registered, data: { ...registered.data, method: "google" } },
        { type: "EmailVerified", version: 1, data: { userId, email: "amina@example.org", verifiedAt: at } },
        {
          type: "ExternalIdentityLinked",
          version: 1,
          data: { userId, provider: "google", subject: "g-1", linkedAt: at },
        },
      ]);
  });

  it("refuses to register the same account twice", () => {
    given(userDecider, [registered]).when(register).thenThrows(ConflictError);
  });

  it("verifies the email the link was sent to, once", () => {
    const verified: UserEvent = {
      type: "EmailVerified",
      version: 1,
      data: { userId, email: "amina@example.org", verifiedAt: at },
    };
    given(userDecider, [registered])
      .when({ type: "VerifyEmail", email: "amina@example.org", at })
      .then([verified]);
    given(userDecider, [registered, verified])
      .when({ type: "VerifyEmail", email: "amina@example.org", at })
      .then([]);
  });

  it("refuses a verification link for another address", () => {
    given(userDecider, [registered])
      .when({ type: "VerifyEmail", email: "old@example.org", at })
      .thenThrows(InvalidTokenError, "TOKEN_INVALID");
  });

  it("grants the platform admin role once", () => {
    const granted: UserEvent = {
      type: "PlatformRoleGranted",
      version: 1,
      data: { userId, role: "admin", grantedAt: at },
    };
    given(userDecider, [registered]).when({ type: "GrantPlatformRole", role: "admin", at }).then([granted]);
    given(userDecider, [registered, granted]).when({ type: "GrantPlatformRole", role: "admin", at }).then([]);
  });

  it("does nothing to an account that does not exist", () => {
    given(userDecider, []).when({ type: "GrantPlatformRole", role: "admin", at }).thenThrows(NotFoundError);
  });

  it("records profile changes, and nothing for an empty patch", () => {
    given(userDecider, [registered])
      .when({ type: "UpdateProfile", changes: { preferredTheme: "dark" }, at })
      .then([
        { type: "ProfileUpdated", version: 1, data: { userId, preferredTheme: "dark", updatedAt: at } },
      ]);
    given(userDecider, [registered]).when({ type: "UpdateProfile", changes: {}, at }).then([]);
  });

  it("linking a provider identity verifies the same unverified address", () => {
    given(userDecider, [registered])
      .when({
        type: "LinkExternalIdentity",
        provider: "google",
        subject: "g-1",
        verifiedEmail: "amina@example.org",
        at,
      })
      .then([
        {
          type: "ExternalIdentityLinked",
          version: 1,
          data: { userId, provider: "google", subject: "g-1", linkedAt: at },
        },
        { type: "EmailVerified", version: 1, data: { userId, email: "amina@example.org", verifiedAt: at } },
      ]);
  });
});
