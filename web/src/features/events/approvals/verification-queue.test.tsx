import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { approvalsPage, json, on, stubApi } from "../shared/events.fixtures";
import ApprovalsPage from "./approvals-page";

afterEach(() => vi.unstubAllGlobals());

const request = (organizationId: string, organizationName: string | null) => ({
  organizationId,
  organizationName,
  status: "pending",
  details: "A registered charity serving East London since 1998.",
  documentUrls: ["https://example.org/charity-certificate.pdf"],
  contactPhone: "+44 20 7650 3000",
  requestedAt: "2027-01-02T09:00:00.000Z",
  decidedAt: null,
  rejectionReason: null,
});
const noor = request("bbbbbbbb-0000-4000-8000-000000000001", "Masjid Al-Noor");
const huda = request("bbbbbbbb-0000-4000-8000-000000000002", "Huda Academy");

function gateway() {
  let queue = [noor, huda];
  const decide = (status: string) => (call: { path: string; body: unknown }) => {
    const found = queue.find((r) => call.path.includes(r.organizationId))!;
    queue = queue.filter((r) => r !== found);
    return json(200, {
      ...found,
      status,
      rejectionReason: (call.body as { reason?: string })?.reason ?? null,
    });
  };
  return stubApi(
    on("GET", "/api/v1/verification-requests", () => json(200, { items: queue })),
    on("GET", "/api/v1/event-approvals", () => json(200, approvalsPage([]))),
    on("POST", /\/verification\/approve$/, decide("verified")),
    on("POST", /\/verification\/reject$/, decide("rejected")),
  );
}

const renderPage = (path = "/event-approvals?tab=hosts") =>
  renderWithProviders(<ApprovalsPage />, { auth: signedInAs({ platformAdmin: true }), path });

describe("host verification for platform admins", () => {
  it("opens from its tab and shows each request's details, documents and phone", async () => {
    const user = setupUser();
    gateway();
    renderPage("/event-approvals");
    await user.click(screen.getByRole("tab", { name: "Host verification" }));
    const card = (await screen.findByRole("heading", { name: "Masjid Al-Noor" })).closest(
      ".ant-card",
    ) as HTMLElement;
    expect(
      within(card).getByText("A registered charity serving East London since 1998."),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole("link", { name: "https://example.org/charity-certificate.pdf" }),
    ).toHaveAttribute("href", "https://example.org/charity-certificate.pdf");
    expect(within(card).getByText("+44 20 7650 3000")).toBeInTheDocument();
  });

  it("verifies a host, and rejects another only with a reason", async () => {
    const user = setupUser();
    const calls = gateway();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Verify Masjid Al-Noor" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Masjid Al-Noor" })).toBeNull());

    await user.click(screen.getByRole("button", { name: "Reject Huda Academy" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Huda Academy's verification" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("A reason is required")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Reason"), "The certificate is unreadable");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("No hosts are waiting for verification.")).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith("/reject"))!.body).toEqual({
      reason: "The certificate is unreadable",
    });
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `/api/v1/organizations/${noor.organizationId}/verification/approve`,
      `/api/v1/organizations/${huda.organizationId}/verification/reject`,
    ]);
  });
});
