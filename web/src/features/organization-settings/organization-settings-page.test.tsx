import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../test-utils";
import { json, on, stubApi } from "../events/shared/events.fixtures";
import OrganizationSettingsPage from "./organization-settings-page";

const ORG = "7d1e9c7a-1111-4a2b-8c3d-000000000000";
const path = `/api/v1/organizations/${ORG}/charity`;

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/organization/:id/settings" element={<OrganizationSettingsPage />} />
    </Routes>,
    { auth: signedInAs({ roles: ["owner"] }), path: `/organization/${ORG}/settings` },
  );

describe("/organization/{id}/settings", () => {
  it("shows the charity details and saves them, trimmed, with empty fields cleared", async () => {
    const user = setupUser();
    const calls = stubApi(
      on("GET", path, () => json(200, { charityName: "Al-Noor Trust", charityNumber: null })),
      on("PUT", path, (call) => json(200, call.body)),
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "Organisation settings" })).toBeInTheDocument();
    const name = await screen.findByLabelText("Registered charity name");
    await waitFor(() => expect(name).toHaveValue("Al-Noor Trust"));
    await user.clear(name);
    await user.type(name, " Al-Noor Educational Trust ");
    await user.type(screen.getByLabelText("Registration number"), "1123456");
    await user.click(screen.getByRole("button", { name: "Save charity details" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      charityName: "Al-Noor Educational Trust",
      charityNumber: "1123456",
    });
  });

  it("asks for the name that goes with a number before sending anything", async () => {
    const user = setupUser();
    const calls = stubApi(on("GET", path, () => json(200, { charityName: null, charityNumber: null })));
    renderPage();
    await user.type(await screen.findByLabelText("Registration number"), "1123456");
    await user.click(screen.getByRole("button", { name: "Save charity details" }));
    expect(
      await screen.findByText("Enter the charity's registered name with its number"),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
  });
});
