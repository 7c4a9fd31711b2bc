import type { TMemberRole, TMeResponse, TUser } from "@mawid/contracts/identity";
import type { AuthValue } from "../features/auth/auth-context";

/* Signed-in users for the access tests: their address, organisation roles and platform role. */

interface Shape {
  emailVerified?: boolean;
  roles?: TMemberRole[];
  platformAdmin?: boolean;
}

export function viewer({ emailVerified = true, roles = [], platformAdmin = false }: Shape = {}) {
  const user: TUser = {
    id: "6c0b8f5e-4d7a-4f43-9a51-0d2f8a0e1b11",
    email: "maryam@example.com",
    emailVerified,
    displayName: "Maryam",
    avatarUrl: null,
    createdAt: "2026-11-22T10:00:00.000Z",
  };
  const me: TMeResponse = {
    user,
    profile: {
      displayName: "Maryam",
      avatarUrl: null,
      preferredTheme: "light",
      locale: "en",
      role: platformAdmin ? "admin" : "user",
    },
    organizations: roles.map((role, i) => ({
      organizationId: `7d1e9c7a-1111-4a2b-8c3d-00000000000${i}`,
      organizationName: `Masjid ${i}`,
      role,
      tier: "free",
    })),
    tier: "free",
    subscribed: false,
    features: [],
    whiteLabel: null,
  };
  return { user, me };
}

/** The auth state of a signed-in user of this shape, profile loaded. */
export function signedInAs(shape: Shape = {}): Partial<AuthValue> {
  return { status: "signedIn", ...viewer(shape) };
}
