import type { TUser } from "@mawid/contracts/identity";
import { act, screen } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AuthContext, type AuthValue } from "../features/auth/auth-context";
import { renderWithProviders, signedOutAuth } from "../test-utils";
import { RequireAuth } from "./require-auth";

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
