import type { TUser } from "@mawid/contracts/identity";
import { act, cleanup, screen } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AuthContext, type AuthValue } from "../features/auth/auth-context";
import { renderWithProviders, signedOutAuth } from "../test-utils";
import { type Access, ANY_MEMBER, ORGANISER, PLATFORM_ADMIN } from "./access";
import { RequireAuth } from "./require-auth";
import { signedInAs } from "./viewers.fixtures";

const user: TUser = {
  id: "6c0b8f5e-4d7a-4f43-9a51-0d2f8a0e1b11",
  email: "maryam@example.com",
  emailVerified: true,
  displayName: "Maryam",
  avatarUrl: null,
  createdAt: "2026-11-22T10:00:00.000Z",
};
const signedIn: Partial<AuthValue> = { status: "signedIn", user };

/** Lets a test change the auth state under a page that is already showing. */
let setAuth: (auth: Partial<AuthValue>) => void = () => {};
function ChangingAuth({ initial, children }: { initial: Partial<AuthValue>; children: ReactNode }) {
  const [auth, set] = useState(initial);
  setAuth = set;
  return <AuthContext.Provider value={{ ...signedOutAuth, ...auth }}>{children}</AuthContext.Provider>;
}

function renderDashboard(initial: Partial<AuthValue>) {
  renderWithProviders(
    <ChangingAuth initial={initial}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/auth" element={<p>Sign-in page</p>} />
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <p>Dashboard</p>
            </RequireAuth>
          }
        />
      </Routes>
    </ChangingAuth>,
    { path: "/dashboard" },
  );
}

/** Shows the dashboard to a signed-in user, then signs them out: by their own hand, or not. */
async function signOutOnDashboard(signedOutByUser: boolean) {
  renderDashboard(signedIn);
  await screen.findByText("Dashboard");
  act(() => setAuth({ status: "signedOut", user: null, signedOutByUser }));
}

describe("a protected page without a user", () => {
  it("sends a visitor to sign in", async () => {
    renderDashboard({});
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
    expect(screen.queryByText("Dashboard")).toBeNull();
  });

  it("sends a user who signs out while it shows home, not back to sign in", async () => {
    await signOutOnDashboard(true);
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(screen.queryByText("Sign-in page")).toBeNull();
  });

  it("sends a user whose session ran out while it shows to sign in again", async () => {
    await signOutOnDashboard(false);
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
  });

  it("still asks to sign in when it is opened after the user signed out", async () => {
    renderDashboard({ status: "signedOut", user: null, signedOutByUser: true });
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
  });
});

function renderGuarded(access: Access, auth: Partial<AuthValue>) {
  renderWithProviders(
    <Routes>
      <Route path="/auth" element={<p>Sign-in page</p>} />
      <Route
        path="/page"
        element={
          <RequireAuth access={access}>
            <p>The page</p>
          </RequireAuth>
        }
      />
    </Routes>,
    { path: "/page", auth },
  );
}

describe("a page that needs a role or a verified address", () => {
  const PUBLISHER: Access = { ...ORGANISER, emailVerified: true };

  it("shows a scanner a screen any member may see", async () => {
    renderGuarded(ANY_MEMBER, signedInAs({ roles: ["scanner"] }));
    expect(await screen.findByText("The page")).toBeInTheDocument();
  });

  it("tells a member without the role that they may not see it", async () => {
    renderGuarded(ORGANISER, signedInAs({ roles: ["scanner"] }));
    expect(
      await screen.findByRole("heading", { name: "You don't have access to this page" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("The page")).toBeNull();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("shows someone in no organisation, at a host's page, the way to register theirs", async () => {
    renderGuarded(ORGANISER, signedInAs());
    expect(
      await screen.findByRole("heading", { name: "Host events for your community" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("The page")).toBeNull();
    expect(screen.getByRole("link", { name: "Register your organisation" })).toHaveAttribute(
      "href",
      "/organization/new",
    );
  });

  it("asks an unverified organiser to verify their address before publishing", async () => {
    renderGuarded(PUBLISHER, signedInAs({ roles: ["owner"], emailVerified: false }));
    expect(await screen.findByRole("button", { name: "Resend verification email" })).toBeInTheDocument();
    expect(screen.queryByText("The page")).toBeNull();
  });

  it("keeps admin screens from members and opens them to platform admins", async () => {
    renderGuarded(PLATFORM_ADMIN, signedInAs({ roles: ["owner"] }));
    expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument();
    cleanup();
    renderGuarded(PLATFORM_ADMIN, signedInAs({ platformAdmin: true }));
    expect(await screen.findByText("The page")).toBeInTheDocument();
  });

  it("sends a visitor to sign in rather than saying no", async () => {
    renderGuarded(PLATFORM_ADMIN, {});
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
  });
});
