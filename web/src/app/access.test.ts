import { describe, expect, it } from "vitest";
import { ANY_MEMBER, decideAccess, ORGANISER, PLATFORM_ADMIN, PUBLIC, SIGNED_IN } from "./access";
import { viewer } from "./viewers.fixtures";

const visitor = { user: null, me: undefined };
const PUBLISHER = { ...ORGANISER, emailVerified: true } as const;

describe("who the guard lets see a screen", () => {
  it("shows public screens to everyone, and asks a visitor to sign in for the rest", () => {
    expect(decideAccess(PUBLIC, visitor)).toBe("allowed");
    for (const access of [SIGNED_IN, ANY_MEMBER, ORGANISER, PLATFORM_ADMIN, PUBLISHER])
      expect(decideAccess(access, visitor)).toBe("signIn");
  });

  it("lets any member of any organisation in where any role will do", () => {
    expect(decideAccess(ANY_MEMBER, viewer({ roles: ["scanner"] }))).toBe("allowed");
    expect(decideAccess(ANY_MEMBER, viewer())).toBe("notAllowed");
  });

  it("needs one of the given roles in some organisation", () => {
    expect(decideAccess(ORGANISER, viewer({ roles: ["scanner"] }))).toBe("notAllowed");
    expect(decideAccess(ORGANISER, viewer({ roles: ["scanner", "staff"] }))).toBe("allowed");
  });

  it("lets a platform admin act for any organisation, and only admins into admin screens", () => {
    expect(decideAccess(ORGANISER, viewer({ platformAdmin: true }))).toBe("allowed");
    expect(decideAccess(PLATFORM_ADMIN, viewer({ platformAdmin: true }))).toBe("allowed");
    expect(decideAccess(PLATFORM_ADMIN, viewer({ roles: ["owner"] }))).toBe("notAllowed");
  });

  it("asks to verify the address only when the role is there", () => {
    expect(decideAccess(PUBLISHER, viewer({ roles: ["owner"], emailVerified: false }))).toBe("verifyEmail");
    expect(decideAccess(PUBLISHER, viewer({ emailVerified: false }))).toBe("notAllowed");
    expect(decideAccess(PUBLISHER, viewer({ roles: ["owner"] }))).toBe("allowed");
  });

  it("waits for the profile before deciding on a role", () => {
    const { user } = viewer({ roles: ["owner"] });
    expect(decideAccess(ORGANISER, { user, me: undefined })).toBe("pending");
    expect(decideAccess(SIGNED_IN, { user, me: undefined })).toBe("allowed");
  });
});
