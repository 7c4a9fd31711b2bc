import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-utils";
import { RequireAuth } from "./require-auth";

function renderDashboard(signedOutByUser: boolean) {
  renderWithProviders(
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
    </Routes>,
    { path: "/dashboard", auth: { status: "signedOut", user: null, signedOutByUser } },
  );
}

describe("a protected page without a user", () => {
  it("sends a visitor to sign in", async () => {
    renderDashboard(false);
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
    expect(screen.queryByText("Dashboard")).toBeNull();
  });

  it("sends a user who has just signed out home, not back to sign in", async () => {
    renderDashboard(true);
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(screen.queryByText("Sign-in page")).toBeNull();
  });
});
