import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { json, ORG_ID, on, stubApi } from "../../events/shared/events.fixtures";
import AcceptInvitationPage from "./accept-invitation-page";

function renderPage(reload: () => Promise<void>) {
  return renderWithProviders(
    <Routes>
      <Route path="/invitations/:token" element={<AcceptInvitationPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { auth: { ...signedInAs(), reload }, path: "/invitations/the-token" },
  );
}

describe("/invitations/{token}", () => {
  it("joins the organisation with one press and reads the session again for the new role", async () => {
    const user = setupUser();
    const calls = stubApi(
      on("POST", "/api/v1/invitations/the-token/accept", () =>
        json(200, {
          membership: {
            organizationId: ORG_ID,
            organizationName: "Masjid Al-Noor",
            role: "staff",
            tier: "free",
          },
        }),
      ),
    );
    const reload = vi.fn(async () => {});
    renderPage(reload);
    expect(screen.getByText(/Accept to join it as maryam@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(["/api/v1/invitations/the-token/accept"]);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("says so when the invitation is no longer good", async () => {
    const user = setupUser();
    stubApi(
      on("POST", "/api/v1/invitations/the-token/accept", () =>
        json(400, { error: { code: "TOKEN_INVALID", message: "This invitation is invalid or has expired" } }),
      ),
    );
    renderPage(vi.fn());
    await user.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is invalid or has expired.");
  });
});
