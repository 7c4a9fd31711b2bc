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

  it("lists the team, changes a role, removes a member, sends an invitation again, takes it back and invites someone by e-mail", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const me = signedInAs({ roles: ["owner"] }).user!;
    let members = [
      {
        userId: me.id,
        email: me.email,
        displayName: "Maryam",
        role: "owner",
        joinedAt: "2026-11-01T10:00:00.000Z",
      },
      {
        userId: "1f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a31",
        email: "bilal@example.com",
        displayName: "Bilal",
        role: "staff",
        joinedAt: "2026-11-02T10:00:00.000Z",
      },
      {
        userId: "2f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a32",
        email: "idris@example.com",
        displayName: "Idris",
        role: "scanner",
        joinedAt: "2026-11-03T10:00:00.000Z",
      },
    ];
    let invitations = [
      {
        id: "4f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a34",
        organizationId: ORG,
        email: "zainab@example.com",
        role: "scanner",
        expiresAt: "2026-12-04T10:00:00.000Z",
      },
    ];
    const member = /\/api\/v1\/organizations\/[^/]+\/members\/([^/]+)$/;
    const calls = stubApi(
      on("GET", path, () => json(200, { charityName: null, charityNumber: null })),
      on("GET", `/api/v1/organizations/${ORG}/members`, () => json(200, { members })),
      on("PUT", member, (call) => {
        const id = member.exec(call.path)![1];
        members = members.map((m) =>
          m.userId === id ? { ...m, role: (call.body as { role: string }).role } : m,
        );
        return new Response(null, { status: 204 });
      }),
      on("DELETE", member, (call) => {
        members = members.filter((m) => m.userId !== member.exec(call.path)![1]);
        return new Response(null, { status: 204 });
      }),
      on("GET", `/api/v1/organizations/${ORG}/invitations`, () => json(200, { invitations })),
      on(
        "POST",
        `/api/v1/organizations/${ORG}/invitations/4f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a34/resend`,
        () => {
          invitations = invitations.map((i) => ({ ...i, expiresAt: "2026-12-08T10:00:00.000Z" }));
          return json(200, invitations[0]);
        },
      ),
      on("DELETE", `/api/v1/organizations/${ORG}/invitations/4f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a34`, () => {
        invitations = invitations.filter((i) => i.email !== "zainab@example.com");
        return new Response(null, { status: 204 });
      }),
      on("POST", `/api/v1/organizations/${ORG}/invitations`, (call) => {
        const sent = {
          id: "3f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a33",
          organizationId: ORG,
          ...(call.body as { email: string; role: string }),
          expiresAt: "2026-12-06T10:00:00.000Z",
        };
        invitations = [sent, ...invitations];
        return json(201, sent);
      }),
    );
    renderPage();
    const bilal = await screen.findByText("Bilal");
    expect(bilal.closest("li")).toHaveTextContent("bilal@example.com");
    expect((await screen.findByText("Maryam")).closest("li")).toHaveTextContent("you");

    await user.click(screen.getByLabelText("Role of Bilal"));
    await user.click(await screen.findByTitle("Admin"));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ role: "admin" }));
    expect(await screen.findByText("Bilal is now admin.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Idris" }));
    await user.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText("Idris")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
      `/api/v1/organizations/${ORG}/members/2f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a32`,
    ]);

    expect((await screen.findByText("zainab@example.com")).closest("li")).toHaveTextContent(
      "Scanner · until 4 Dec 2026",
    );
    await user.click(screen.getByRole("button", { name: "Send the invitation to zainab@example.com again" }));
    expect(
      await screen.findByText(
        "The invitation was sent to zainab@example.com again, with a new link. The old link no longer works.",
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText("zainab@example.com").closest("li")).toHaveTextContent(
        "Scanner · until 8 Dec 2026",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Take back the invitation to zainab@example.com" }));
    await user.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText("zainab@example.com")).not.toBeInTheDocument());

    await user.type(screen.getByLabelText("Their email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Their email"));
    await user.type(screen.getByLabelText("Their email"), " Aisha@Example.com ");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(
      await screen.findByText("Invitation sent to aisha@example.com. It works for 7 days."),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST" && c.path.endsWith("/invitations"))?.body).toEqual({
      email: "aisha@example.com",
      role: "staff",
    });
  });

  it("takes on someone who asked to join with the role chosen, and declines another", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const asked = (n: number, displayName: string, message: string) => ({
      id: `5f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a3${n}`,
      organizationId: ORG,
      userId: `6f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a3${n}`,
      displayName,
      email: `${displayName.toLowerCase()}@example.com`,
      message,
      requestedAt: "2026-11-29T18:00:00.000Z",
    });
    let requests = [asked(1, "Hamza", "I can scan tickets at the brothers' door"), asked(2, "Yusuf", "")];
    const members: unknown[] = [];
    const answered = /\/join-requests\/([^/]+)\/(accept|decline)$/;
    const calls = stubApi(
      on("GET", path, () => json(200, { charityName: null, charityNumber: null })),
      on("GET", `/api/v1/organizations/${ORG}/members`, () => json(200, { members })),
      on("GET", `/api/v1/organizations/${ORG}/invitations`, () => json(200, { invitations: [] })),
      on("GET", `/api/v1/organizations/${ORG}/join-requests`, () => json(200, { joinRequests: requests })),
      on("POST", answered, (call) => {
        const [, id, how] = answered.exec(call.path)!;
        const request = requests.find((r) => r.id === id)!;
        requests = requests.filter((r) => r.id !== id);
        if (how === "decline") return new Response(null, { status: 204 });
        const member = {
          userId: request.userId,
          email: request.email,
          displayName: request.displayName,
          role: (call.body as { role: string }).role,
          joinedAt: "2026-11-30T09:00:00.000Z",
        };
        members.push(member);
        return json(200, member);
      }),
    );
    renderPage();
    const hamza = (await screen.findByText("Hamza")).closest("li")!;
    expect(hamza).toHaveTextContent("I can scan tickets at the brothers' door");
    expect(hamza).toHaveTextContent("Asked on 29 Nov 2026");
    expect(screen.getByRole("heading", { name: "Asking to join" })).toBeInTheDocument();

    await user.click(screen.getByLabelText("Role for Hamza"));
    await user.click(await screen.findByTitle("Admin"));
    await user.click(screen.getByRole("button", { name: "Take Hamza on" }));
    expect(await screen.findByText("Hamza joined the team as admin.")).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith("/accept"))?.body).toEqual({ role: "admin" });

    await user.click(screen.getByRole("button", { name: "Decline Yusuf's request" }));
    await user.click(await screen.findByRole("button", { name: "OK" }));
    expect(await screen.findByText("Yusuf's request was declined.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Asking to join" })).not.toBeInTheDocument(),
    );
    expect(
      calls.filter((c) => c.method === "POST").map((c) => c.path.split("/").slice(-2).join("/")),
    ).toEqual([
      "5f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a31/accept",
      "5f0c2a9e-8b1d-4c3e-9f7a-2b6d4e8c1a32/decline",
    ]);
  });
});
