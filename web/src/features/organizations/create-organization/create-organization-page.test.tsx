import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { json, ORG_ID, on, stubApi } from "../../events/shared/events.fixtures";
import CreateOrganizationPage from "./create-organization-page";

function renderPage(reload: () => Promise<void>) {
  return renderWithProviders(
    <Routes>
      <Route path="/organization/new" element={<CreateOrganizationPage />} />
      <Route path="/create-event" element={<h1>Create an event</h1>} />
    </Routes>,
    { auth: { ...signedInAs(), reload }, path: "/organization/new" },
  );
}

describe("/organization/new", () => {
  it("registers a masjid, reads the session again for the new role, and goes on to its first event", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const calls = stubApi(
      on("POST", "/api/v1/organizations", (call) =>
        json(201, {
          id: ORG_ID,
          ...(call.body as object),
          city: "Leicester",
          website: null,
          tier: "free",
          verified: false,
          createdAt: "2026-11-29T22:00:00.000Z",
        }),
      ),
    );
    const reload = vi.fn(async () => {});
    renderPage(reload);
    await user.type(screen.getByLabelText("Name"), "A");
    await user.click(screen.getByRole("button", { name: "Register organisation" }));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.type(screen.getByLabelText("Name"), "l-Huda Masjid");
    await user.type(screen.getByLabelText("Town or city (optional)"), "Leicester");
    await user.click(screen.getByLabelText("Country"));
    await user.type(screen.getByLabelText("Country"), "Malays");
    await user.click(await screen.findByTitle("Malaysia"));
    await user.click(screen.getByRole("button", { name: "Register organisation" }));

    expect(await screen.findByRole("heading", { name: "Create an event" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Al-Huda Masjid",
      kind: "masjid",
      city: "Leicester",
      country: "MY",
    });
    expect(reload).toHaveBeenCalledOnce();
  });

  it("says which web address is wrong without sending it", async () => {
    const user = setupUser();
    const calls = stubApi();
    renderPage(vi.fn());
    await user.type(screen.getByLabelText("Name"), "Al-Huda School");
    await user.click(screen.getByRole("radio", { name: "Islamic school" }));
    await user.type(screen.getByLabelText("Website (optional)"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Register organisation" }));
    expect(await screen.findByText("Invalid URL")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
